import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min, ArrayMaxSize } from 'class-validator';
import { asList } from '@jointly/common/http';

export const MAX_SEARCH_LIMIT = 300;

/** The spec's consortium searches: page (default 1), limit (default and at most 300), consortium[0..n]. */
export class PagedConsortiumSearchDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  page?: number;

  @ApiPropertyOptional({ default: MAX_SEARCH_LIMIT, maximum: MAX_SEARCH_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be 1 or more' })
  @Max(MAX_SEARCH_LIMIT, { message: `limit must not be greater than ${MAX_SEARCH_LIMIT}` })
  limit?: number;

  @ApiPropertyOptional({ type: [String], description: 'consortium[0]=id&consortium[1]=id' })
  @IsOptional()
  @Transform(asList)
  @ArrayMaxSize(100, { message: 'consortium may list at most 100 consortiums' })
  @IsUUID('all', { each: true, message: 'consortium must be consortium ids (UUIDs)' })
  consortium?: string[];
}
