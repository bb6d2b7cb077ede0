import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { RequestAnswer } from '../../consortium/consortium-rules';

export class AnswerRequestRequestDto {
  @ApiProperty({ enum: ['Approve', 'Rejected'] })
  @IsIn(['Approve', 'Rejected'], { message: "status must be 'Approve' or 'Rejected'" })
  status!: RequestAnswer;
}
