import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsString, Matches } from 'class-validator';

export class ChangePlanRequestDto {
  /** react-admin sends the whole record back; only planCode is taken, the rest is derived by the server. */
  @Allow() id?: unknown;
  @Allow() companyName?: unknown;
  @Allow() since?: unknown;
  @Allow() requestedPlanCode?: unknown;
  @Allow() requestedAt?: unknown;

  @ApiProperty({ description: 'The plan to move the company to' })
  @IsString({ message: 'planCode must be text' })
  @Matches(/^[a-z][a-z0-9-]{1,30}$/, { message: 'planCode must be a plan code such as "team"' })
  planCode!: string;
}
