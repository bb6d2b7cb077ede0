import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { trim } from '@jointly/common/http';

const VAT_NUMBER_INPUT = /^[ \t\r\n]*(?:(?:[A-Za-z][ \t\r\n]*){2}(?:[A-Za-z0-9][ \t\r\n]*){2,13})?$/;

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

  @ApiPropertyOptional({
    nullable: true,
    example: 'GB123456789',
    description: 'With its country prefix; spaces and case do not matter; empty (or null) clears it',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() || null : value))
  @IsOptional()
  @IsString({ message: 'vatNumber must be text' })
  // Stated as the input may be written (blanks and either case, or empty to clear), so the document's pattern is what
  // the server takes; checked after the transform it means: two letters, then 2 to 13 letters or digits.
  @Matches(VAT_NUMBER_INPUT, { message: 'vatNumber must be a VAT number with its country prefix, e.g. GB123456789' })
  vatNumber?: string | null;
}
