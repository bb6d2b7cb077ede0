import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';

export class RequestPlanChangeRequestDto {
  @ApiProperty({ nullable: true, description: 'The plan to move to; null withdraws the pending request' })
  @IsOptional()
  @IsString({ message: 'planCode must be text' })
  @Matches(/^[a-z][a-z0-9-]{1,30}$/, { message: 'planCode must be a plan code such as "team"' })
  planCode!: string | null;
}
