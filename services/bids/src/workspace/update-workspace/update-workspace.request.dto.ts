import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
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

  @ApiPropertyOptional({
    description: 'The workspace version read (or the If-Match header); a stale one gets 409 with the current workspace',
  })
  @IsOptional()
  @IsInt({ message: 'version must be a whole number' })
  @Min(1, { message: 'version must be at least 1' })
  @Max(999_999_999, { message: 'version is too large' })
  version?: number;

  @ApiPropertyOptional({ description: 'Drop the sections the list leaves out (default: they stay)' })
  @IsOptional()
  @IsBoolean({ message: 'removeMissingSections must be true or false' })
  removeMissingSections?: boolean;

  @ApiPropertyOptional({
    type: [SectionUpdateDto],
    description:
      'Sections merged by id, in the order given (without id: new, at the end); sections left out stay unless removeMissingSections',
  })
  @IsOptional()
  @IsArray({ message: 'sections must be a list' })
  @ArrayMaxSize(MAX_SECTIONS, { message: `sections may hold at most ${MAX_SECTIONS} sections` })
  @ValidateNested({ each: true })
  @Type(() => SectionUpdateDto)
  sections?: SectionUpdateDto[];
}
