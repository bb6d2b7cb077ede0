import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class SendContactMessageRequestDto {
  @ApiProperty() @IsString() @MinLength(2, { message: 'name is required' }) @MaxLength(120) name!: string;
  @ApiProperty() @IsEmail({}, { message: 'email must be a valid e-mail address' }) @MaxLength(254) email!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) subject?: string;
  @ApiProperty() @IsString() @MinLength(10, { message: 'message must be at least 10 characters long' }) @MaxLength(5000) message!: string;
}
