import type { Type as Class } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** The most rows one page of a spec search may ask for (spec §9: workspace, consortium bid and request lists, 300). */
export const SPEC_PAGE_MAX_LIMIT = 300;

/** The highest page number any list accepts (page × limit stays far inside PostgreSQL's bigint OFFSET). */
export const MAX_PAGE = 100_000;

/** `page` (from 1) and `limit` of a paged list; each call picks its default limit. */
export interface PageRequest {
  page?: number;
  limit?: number;
}

/**
 * The one `page` and `limit` validation of every paged list: whole numbers, page 1–{@link MAX_PAGE}, limit 1–`maxLimit`
 * (its default, when given, shown in the API document). Extend the class it returns with the list's own filters.
 */
export function PageRequestDto(maxLimit: number, defaultLimit?: number): Class<PageRequest> {
  class PageRequestOfLimit implements PageRequest {
    @ApiPropertyOptional({ default: 1, minimum: 1, maximum: MAX_PAGE })
    @IsOptional()
    @Type(() => Number)
    @IsInt({ message: 'page must be a whole number' })
    @Min(1, { message: 'page must be 1 or more' })
    @Max(MAX_PAGE, { message: `page must not be greater than ${MAX_PAGE}` })
    page?: number;

    @ApiPropertyOptional({ minimum: 1, maximum: maxLimit, ...(defaultLimit === undefined ? {} : { default: defaultLimit }) })
    @IsOptional()
    @Type(() => Number)
    @IsInt({ message: 'limit must be a whole number' })
    @Min(1, { message: `limit must be between 1 and ${maxLimit}` })
    @Max(maxLimit, { message: `limit must be between 1 and ${maxLimit}` })
    limit?: number;
  }
  Object.defineProperty(PageRequestOfLimit, 'name', { value: `PageRequestDto${maxLimit}` });
  return PageRequestOfLimit;
}

/** `page` and `limit` of the spec's paged searches (foundX answers, limit up to {@link SPEC_PAGE_MAX_LIMIT}). */
export class SpecPageRequestDto extends PageRequestDto(SPEC_PAGE_MAX_LIMIT) {}
