import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsUUID, Matches, ValidateNested } from 'class-validator';

export class OtpDto {
  @ApiProperty({ description: 'The one-time code record id (result.id of the sign-up answer)' })
  @IsUUID('4', { message: 'otp.id must be the id of the code record' })
  id!: string;

  @ApiProperty({ example: '123456' })
  @Matches(/^\d{6}$/, { message: 'otp.code must be the 6 digits from the e-mail' })
  code!: string;
}

/** Spec §3: email verification payload `{ userId, otp: { id, code } }`. */
export class VerifyAndAuthRequestDto {
  @ApiProperty()
  @IsUUID('4', { message: 'userId must be the id of the account' })
  userId!: string;

  @ApiProperty({ type: OtpDto })
  @IsDefined({ message: 'otp is required' })
  @ValidateNested()
  @Type(() => OtpDto)
  otp!: OtpDto;
}
