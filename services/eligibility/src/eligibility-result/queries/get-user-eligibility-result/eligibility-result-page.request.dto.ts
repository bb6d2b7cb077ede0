import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ELIGIBILITY_BANDS, ELIGIBILITY_RESULT_PAGE_MAX, type EligibilityFilter } from '@jointly/contracts';
import { PageRequestDto } from '@jointly/common/http';

const FILTERS: EligibilityFilter[] = ['All', ...(Object.keys(ELIGIBILITY_BANDS) as EligibilityFilter[])];

/** The ratings list's optional paging: any of `band`, `page` or `limit` asks for a page (default limit 50). */
export class EligibilityResultPageRequestDto extends PageRequestDto(ELIGIBILITY_RESULT_PAGE_MAX) {
  @ApiPropertyOptional({ enum: FILTERS, default: 'All' })
  @IsOptional()
  @IsIn(FILTERS, { message: `band must be one of ${FILTERS.join(', ')}` })
  band?: EligibilityFilter;
}

/** Ratings per page when paging without a `limit`. */
export const ELIGIBILITY_RESULT_DEFAULT_LIMIT = 50;
