import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsOptional, IsUUID } from 'class-validator';
import type { ConsortiumRequestDirection, ConsortiumRequestStatus } from '@jointly/contracts';
import { PagedConsortiumSearchDto } from '../../shared/paged-search.request.dto';
import type { RequestBox } from './search-requests.query';
import { asList } from '@jointly/common/http';

export class SearchRequestsRequestDto extends PagedConsortiumSearchDto {
  @ApiPropertyOptional({ type: [String], description: 'account[0]=id: requests sent by or to these accounts' })
  @IsOptional()
  @Transform(asList)
  @ArrayMaxSize(100, { message: 'account may list at most 100 accounts' })
  @IsUUID('all', { each: true, message: 'account must be account ids (UUIDs)' })
  account?: string[];

  @ApiPropertyOptional({
    enum: ['received', 'sent'],
    description: "received: invitations addressed to the caller's company; sent: invitations its consortiums sent",
  })
  @IsOptional()
  @IsIn(['received', 'sent'], { message: "box must be 'received' or 'sent'" })
  box?: RequestBox;

  @ApiPropertyOptional({
    enum: ['invitation', 'interest'],
    description: 'invitation: companies invited by a consortium; interest: companies that asked to join one',
  })
  @IsOptional()
  @IsIn(['invitation', 'interest'], { message: "direction must be 'invitation' or 'interest'" })
  direction?: ConsortiumRequestDirection;

  @ApiPropertyOptional({ enum: ['Pending', 'Approve', 'Rejected'] })
  @IsOptional()
  @IsIn(['Pending', 'Approve', 'Rejected'], { message: "status must be 'Pending', 'Approve' or 'Rejected'" })
  status?: ConsortiumRequestStatus;
}
