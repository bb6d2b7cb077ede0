import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, MaxLength } from 'class-validator';

export class SubscribeToNewsletterRequestDto {
  @ApiProperty()
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email!: string;
}
