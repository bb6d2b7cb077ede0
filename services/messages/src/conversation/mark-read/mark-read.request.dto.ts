import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

export class MarkReadRequestDto {
  @ApiPropertyOptional({ description: 'Read up to this message seq (default: everything so far)' })
  @IsOptional()
  @Matches(/^\d{1,18}$/, { message: 'seq must be a message seq' })
  seq?: string;
}
