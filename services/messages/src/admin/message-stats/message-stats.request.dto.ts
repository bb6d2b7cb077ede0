import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** GET /admin/stats/messages?days=30. */
export class MessageStatsRequestDto {
  @ApiPropertyOptional({ example: 30, description: 'How many days back, today included (1–366).' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'days must be a whole number' })
  @Min(1, { message: 'days must be at least 1' })
  @Max(366, { message: 'days must be at most 366' })
  days?: number;
}
