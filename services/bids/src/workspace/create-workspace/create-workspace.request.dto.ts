import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, IsUUID, MaxLength, MinLength, ValidateNested } from 'class-validator';

import { MAX_SECTIONS, NewSectionDto } from '../workspace-section.request.dto';
import { trim, trimToNull } from '@jointly/common/http';

export class CreateWorkspaceRequestDto {
  @ApiProperty({ example: 'Leeds home care bid', minLength: 1, maxLength: 120 })
  @Transform(trim)
  @IsString({ message: 'name must be text' })
  @MinLength(1, { message: 'name must not be empty' })
  @MaxLength(120, { message: 'name must be at most 120 characters' })
  name!: string;

  @ApiPropertyOptional({ description: 'The tender this workspace prepares a bid for' })
  @IsOptional()
  @IsUUID('all', { message: 'tender must be a tender id (UUID)' })
  tender?: string;

  @ApiPropertyOptional({ description: "A consortium the caller's company belongs to: its member companies write in the workspace too" })
  @IsOptional()
  @IsUUID('all', { message: 'consortium must be a consortium id (UUID)' })
  consortium?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'description must be text' })
  @MaxLength(2000, { message: 'description must be at most 2000 characters' })
  description?: string | null;

  @ApiPropertyOptional({ type: [NewSectionDto] })
  @IsOptional()
  @IsArray({ message: 'sections must be a list' })
  @ArrayMaxSize(MAX_SECTIONS, { message: `sections may hold at most ${MAX_SECTIONS} sections` })
  @ValidateNested({ each: true })
  @Type(() => NewSectionDto)
  sections?: NewSectionDto[];
}
