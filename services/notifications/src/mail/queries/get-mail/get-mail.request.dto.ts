import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class MailIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be a mail id (UUID)' })
  id!: string;
}
