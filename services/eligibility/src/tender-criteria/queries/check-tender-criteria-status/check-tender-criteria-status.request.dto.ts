import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** GET /api/tender-criteria/check-status?tenderCriteria={id}&account={id}. */
export class CheckTenderCriteriaStatusRequestDto {
  @ApiProperty({
    format: 'uuid',
    description: 'Id of tender criteria, or a tender id: its added criteria (best lot) or its derived criteria.',
  })
  @IsUUID('all', { message: 'tenderCriteria must be the id of tender criteria or of a tender (UUID)' })
  tenderCriteria!: string;

  @ApiProperty({ format: 'uuid', description: 'The provider account checked: your own, one of your company, any for admins.' })
  @IsUUID('all', { message: 'account must be an account id (UUID)' })
  account!: string;
}
