import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

export class WorkspaceActivityRequestDto {
  @ApiPropertyOptional({ default: 50, maximum: 200 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(200, { message: 'limit must be at most 200' })
  limit?: number;

  @ApiPropertyOptional({ description: 'Entries older than this id (the next page)' })
  @IsOptional()
  @Matches(/^\d{1,18}$/, { message: 'before must be an activity id' })
  before?: string;
}
