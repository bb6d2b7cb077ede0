import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class MessagePreferencesRequestDto {
  @ApiProperty({ description: 'E-mail me a digest of messages I have not read after a while' })
  @IsBoolean({ message: 'emailDigests must be true or false' })
  emailDigests!: boolean;
}
