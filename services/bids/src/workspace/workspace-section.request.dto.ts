import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { trim } from '@jointly/common/http';

export const MAX_SECTIONS = 50;
export const MAX_SECTION_BODY = 100_000;

/** A writing section as the client sends it (title required, body optional text). */
export class NewSectionDto {
  @ApiProperty({ minLength: 1, maxLength: 200 })
  @Transform(trim)
  @IsString({ message: 'title must be text' })
  @MinLength(1, { message: 'title must not be empty' })
  @MaxLength(200, { message: 'title must be at most 200 characters' })
  title!: string;

  @ApiPropertyOptional({ maxLength: MAX_SECTION_BODY })
  @IsOptional()
  @IsString({ message: 'body must be text' })
  @MaxLength(MAX_SECTION_BODY, { message: `body must be at most ${MAX_SECTION_BODY} characters` })
  body?: string;
}

/** A section in an update: `id` of an existing section to keep it, none for a new one. */
export class SectionUpdateDto extends NewSectionDto {
  @ApiPropertyOptional({ description: 'An existing section of this workspace' })
  @IsOptional()
  @IsUUID('all', { message: 'id must be a section id (UUID)' })
  id?: string;
}
