import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsEmail, IsString, Matches, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { PASSWORD_PATTERN, PASSWORD_RULE } from '../identity/password-hasher';
import { OtpDto } from '../verification/verify-email/verify-email.request.dto';

export class VerifyResetCodeRequestDto {
  @ApiProperty()
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email!: string;

  @ApiProperty({ type: OtpDto })
  @IsDefined({ message: 'otp is required' })
  @ValidateNested()
  @Type(() => OtpDto)
  otp!: OtpDto;
}

export class ResetPasswordRequestDto extends VerifyResetCodeRequestDto {
  @ApiProperty({ description: PASSWORD_RULE })
  @IsString()
  @Matches(PASSWORD_PATTERN, { message: `password must be ${PASSWORD_RULE}` })
  password!: string;
}

export class UpdatePasswordRequestDto {
  @ApiProperty()
  @IsString()
  @MinLength(1, { message: 'currentPassword is required' })
  @MaxLength(128)
  currentPassword!: string;

  @ApiProperty({ description: PASSWORD_RULE })
  @IsString()
  @Matches(PASSWORD_PATTERN, { message: `newPassword must be ${PASSWORD_RULE}` })
  newPassword!: string;
}
