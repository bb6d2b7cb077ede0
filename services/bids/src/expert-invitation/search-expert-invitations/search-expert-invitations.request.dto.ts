import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsOptional, IsUUID } from 'class-validator';
import type { BidStatus } from '@jointly/contracts';

import type { SearchRole } from '../expert-invitation-rules';
import { asList, SpecPageRequestDto } from '@jointly/common/http';

export const BID_SEARCH_DEFAULT_LIMIT = 10;

export class SearchExpertInvitationsRequestDto extends SpecPageRequestDto {
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
