import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsUUID } from 'class-validator';
import { queryList } from '../../../shared/criteria-input';
import { CriteriaPageQueryDto } from '../../../shared/paging.request.dto';

/** GET /api/tender-criteria/search?tender[0]={id}&page&limit. */
export class SearchTenderCriteriaRequestDto extends PickType(CriteriaPageQueryDto, ['page', 'limit'] as const) {
  @ApiPropertyOptional({
    type: [String],
    description: "Tender ids (`tender=…&tender=…`; the spec's `tender[0]=…&tender[1]=…` and `tender=a,b` too).",
  })
  @Transform(({ value }) => queryList(value, 100, true))
  @IsOptional()
  @IsArray({ message: 'tender must be a list of tender ids, e.g. tender[0]=<id>' })
  @ArrayMaxSize(100, { message: 'tender may list at most 100 tender ids' })
  @IsUUID('all', { each: true, message: 'tender must contain tender ids (UUID)' })
  tender?: string[];
}
