import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { trim } from '@jointly/common/http';

const emptyToNull = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : value);

export class UpdateProfileRequestDto {
  @ApiPropertyOptional({ nullable: true })
  @Transform(trim)
  @Transform(emptyToNull)
  @IsOptional()
  @IsString({ message: 'contactName must be text' })
  @MaxLength(120, { message: 'contactName must be at most 120 characters' })
  contactName?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Where invoices and payment reminders are sent' })
  @Transform(trim)
  @Transform(emptyToNull)
  @IsOptional()
  @IsEmail({}, { message: 'contactEmail must be an e-mail address' })
  @MaxLength(254, { message: 'contactEmail must be at most 254 characters' })
  contactEmail?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @Transform(trim)
  @Transform(emptyToNull)
  @IsOptional()
  @IsString({ message: 'address must be text' })
  @MaxLength(500, { message: 'address must be at most 500 characters' })
  address?: string | null;

  @ApiPropertyOptional({ nullable: true, example: 'GB123456789' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() || null : value))
  @IsOptional()
  @IsString({ message: 'vatNumber must be text' })
  @Matches(/^[A-Z]{2}[A-Z0-9]{2,13}$/, { message: 'vatNumber must be a VAT number with its country prefix, e.g. GB123456789' })
  vatNumber?: string | null;
}
