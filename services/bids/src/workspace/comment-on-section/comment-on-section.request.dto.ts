import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { trim } from '@jointly/common/http';

export class CommentAnchorDto {
  @ApiProperty({ description: 'Start offset in the section text' })
  @IsInt({ message: 'anchor.start must be a whole number' })
  @Min(0, { message: 'anchor.start must be at least 0' })
  @Max(100_000, { message: 'anchor.start is past any section text' })
  start!: number;

  @ApiProperty({ description: 'End offset (exclusive)' })
  @IsInt({ message: 'anchor.end must be a whole number' })
  @Min(0, { message: 'anchor.end must be at least 0' })
  @Max(100_000, { message: 'anchor.end is past any section text' })
  end!: number;
}

export class CommentOnSectionRequestDto {
  @ApiProperty({ description: 'A section of the workspace' })
  @IsUUID('all', { message: 'sectionId must be a section id (UUID)' })
  sectionId!: string;

  @ApiProperty({ minLength: 1, maxLength: 5000 })
  @Transform(trim)
  @IsString({ message: 'body must be text' })
  @MinLength(1, { message: 'body must not be empty' })
  @MaxLength(5000, { message: 'body must be at most 5000 characters' })
  body!: string;

  @ApiPropertyOptional({ type: CommentAnchorDto, description: 'A range of the section text; the quote is taken from the text' })
  @IsOptional()
  @ValidateNested()
  @Type(() => CommentAnchorDto)
  anchor?: CommentAnchorDto;

  @ApiPropertyOptional({ type: [String], description: 'Members mentioned (told in-app and by e-mail)' })
  @IsOptional()
  @IsArray({ message: 'mentions must be a list of account ids' })
  @ArrayMaxSize(20, { message: 'mentions holds at most 20 people' })
  @IsUUID('all', { each: true, message: 'mentions must hold account ids (UUIDs)' })
  mentions?: string[];
}
