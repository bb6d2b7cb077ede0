import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/**
 * POST /api/notification/create: remind the invited company of a consortium request the caller sent. Nothing the
 * recipients read comes from here (no names, no message, no recipient): the server derives it from the request.
 */
export class CreateConsortiumRequestNotificationRequestDto {
  @ApiProperty({ format: 'uuid', description: 'The consortium request (from POST /consortium-request/send-invite) the caller sent.' })
  @IsUUID('all', { message: 'requestId must be a consortium request id (UUID)' })
  requestId!: string;
}
