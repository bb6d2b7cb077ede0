import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import { STAFF_POWERS } from '@jointly/contracts';

export class GrantStaffPowerRequestDto {
  @ApiProperty({ description: 'The staff account to grant the power to' })
  @IsUUID('all', { message: 'accountId must be an account id (UUID)' })
  accountId!: string;

  @ApiProperty({ enum: STAFF_POWERS })
  @IsIn(STAFF_POWERS as unknown as string[], { message: `power must be one of ${STAFF_POWERS.join(', ')}` })
  power!: string;
}
