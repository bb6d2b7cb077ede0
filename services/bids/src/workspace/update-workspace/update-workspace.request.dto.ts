import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import type { WorkspaceStatus } from '@jointly/contracts';

import { MAX_SECTIONS, SectionUpdateDto } from '../workspace-section.request.dto';
import { trim, trimToNull } from '@jointly/common/http';

export class UpdateWorkspaceRequestDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: 120 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'name must be text' })
  @MinLength(1, { message: 'name must not be empty' })
  @MaxLength(120, { message: 'name must be at most 120 characters' })
  name?: string;

  @ApiPropertyOptional({ maxLength: 2000, description: 'An empty string clears it' })
  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'description must be text' })
  @MaxLength(2000, { message: 'description must be at most 2000 characters' })
  description?: string | null;

  @ApiPropertyOptional({ enum: ['draft', 'in-review', 'submitted', 'archived'] })
  @IsOptional()
  @IsIn(['draft', 'in-review', 'submitted', 'archived'], { message: "status must be 'draft', 'in-review', 'submitted' or 'archived'" })
  status?: WorkspaceStatus;

  @ApiPropertyOptional({ type: [SectionUpdateDto], description: 'The whole list of sections, in order; sections left out are removed' })
  @IsOptional()
  @IsArray({ message: 'sections must be a list' })
  @ArrayMaxSize(MAX_SECTIONS, { message: `sections may hold at most ${MAX_SECTIONS} sections` })
  @ValidateNested({ each: true })
  @Type(() => SectionUpdateDto)
  sections?: SectionUpdateDto[];
}
