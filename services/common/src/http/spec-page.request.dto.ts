import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** The most rows one page of a spec search may ask for (spec §9: workspace, consortium bid and request lists, 300). */
export const SPEC_PAGE_MAX_LIMIT = 300;

/** The highest page number any list accepts (page × limit stays far inside PostgreSQL's bigint OFFSET). */
export const MAX_PAGE = 100_000;

/** `page` and `limit` of the spec's paged searches (foundX answers); each call picks its default limit. */
export class SpecPageRequestDto {
  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: MAX_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(MAX_PAGE, { message: `page must not be greater than ${MAX_PAGE}` })
  page?: number;

  @ApiPropertyOptional({ maximum: SPEC_PAGE_MAX_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be 1 or more' })
  @Max(SPEC_PAGE_MAX_LIMIT, { message: `limit must not be greater than ${SPEC_PAGE_MAX_LIMIT}` })
  limit?: number;
}
