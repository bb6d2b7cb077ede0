import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import type { BidStatus } from '@jointly/contracts';

import type { SearchRole } from '../bid-rules';
import { asList } from '@jointly/common/http';

export const BID_SEARCH_DEFAULT_LIMIT = 10;
export const BID_SEARCH_MAX_LIMIT = 300;

export class SearchBidsRequestDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  page?: number;

  @ApiPropertyOptional({ default: BID_SEARCH_DEFAULT_LIMIT, maximum: BID_SEARCH_MAX_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be 1 or more' })
  @Max(BID_SEARCH_MAX_LIMIT, { message: `limit must not be greater than ${BID_SEARCH_MAX_LIMIT}` })
  limit?: number;

  @ApiPropertyOptional({ enum: ['Pending', 'Accepted', 'Declined', 'Withdrawn'] })
  @IsOptional()
  @IsIn(['Pending', 'Accepted', 'Declined', 'Withdrawn'], { message: "status must be 'Pending', 'Accepted', 'Declined' or 'Withdrawn'" })
  status?: BidStatus;

  @ApiPropertyOptional({ type: [String], description: 'tender[0]=id&tender[1]=id' })
  @IsOptional()
  @Transform(asList)
  @ArrayMaxSize(100, { message: 'tender may list at most 100 tenders' })
  @IsUUID('all', { each: true, message: 'tender must be tender ids (UUIDs)' })
  tender?: string[];

  @ApiPropertyOptional({
    enum: ['sent', 'received'],
    description:
      "received: invitations to the caller; sent: invitations of the caller's company. Default: experts received, others sent, admins all",
  })
  @IsOptional()
  @IsIn(['sent', 'received'], { message: "role must be 'sent' or 'received'" })
  role?: SearchRole;
}
