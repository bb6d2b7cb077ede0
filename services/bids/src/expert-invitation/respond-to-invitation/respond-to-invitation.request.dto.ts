import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { InvitationAnswer } from '../expert-invitation-rules';

export class RespondToInvitationRequestDto {
  @ApiProperty({ enum: ['Accepted', 'Declined', 'Withdrawn'], description: 'Accepted or Declined by the expert; Withdrawn by the inviter' })
  @IsIn(['Accepted', 'Declined', 'Withdrawn'], { message: "status must be 'Accepted', 'Declined' or 'Withdrawn'" })
  status!: InvitationAnswer;
}
