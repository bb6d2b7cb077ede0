import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsJWT, IsString, MaxLength, MinLength } from 'class-validator';

export class LoginRequestDto {
  @ApiProperty({ example: 'jo@care-homes.example' })
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email!: string;

  @ApiProperty()
  @IsString()
  @MinLength(1, { message: 'password is required' })
  @MaxLength(128)
  password!: string;
}

/** Spec §7: POST /account/refresh-token with `{ expiredToken, refreshToken }`. */
export class RefreshTokenRequestDto {
  @ApiProperty({ description: 'The access token that expired (its signature is still checked)' })
  @IsJWT({ message: 'expiredToken must be the access token' })
  expiredToken!: string;

  @ApiProperty()
  @IsString()
  @MinLength(20, { message: 'refreshToken must be the refresh token from sign-in' })
  @MaxLength(200)
  refreshToken!: string;
}
