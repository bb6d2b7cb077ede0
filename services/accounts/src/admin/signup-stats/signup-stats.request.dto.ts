import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class SignupStatsRequestDto {
  @ApiPropertyOptional({ example: 12, description: 'How many weeks back, this week included (1–104).' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'weeks must be a whole number' })
  @Min(1, { message: 'weeks must be at least 1' })
  @Max(104, { message: 'weeks must be at most 104' })
  weeks?: number;
}
