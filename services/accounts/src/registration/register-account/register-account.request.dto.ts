import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, IsUUID, Matches, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_PATTERN, PASSWORD_RULE } from '../../identity/password-hasher';

/** Sign-up of a provider, expert or staff member (the route decides which). */
export class RegisterRequestDto {
  @ApiProperty({ example: 'jo@care-homes.example' })
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email!: string;

  @ApiProperty({ description: PASSWORD_RULE })
  @IsString()
  @Matches(PASSWORD_PATTERN, { message: `password must be ${PASSWORD_RULE}` })
  password!: string;

  @ApiPropertyOptional({ example: 'Jo Bloggs' })
  @IsOptional()
  @IsString()
  @MinLength(2)
  @MaxLength(120)
  name?: string;

  @ApiPropertyOptional({ description: 'Provider sign-up: the company the account belongs to', example: 'Sunrise Care Ltd' })
  @IsOptional()
  @IsString()
  @MinLength(2)
  @MaxLength(200)
  companyName?: string;

  @ApiPropertyOptional({ description: 'Joining a colleague’s company through a team invitation' })
  @IsOptional()
  @IsUUID('4', { message: 'inviteId must be the id from the invitation link' })
  inviteId?: string;
}
