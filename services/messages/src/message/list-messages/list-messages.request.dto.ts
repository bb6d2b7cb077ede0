import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { trim } from '@jointly/common/http';

export class ListMessagesRequestDto {
  @ApiPropertyOptional({ description: 'Only messages older than this seq (from nextBefore)' })
  @IsOptional()
  @Matches(/^\d{1,18}$/, { message: 'before must be a message seq' })
  before?: string;

  @ApiPropertyOptional({ description: 'Search the text of the conversation' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'q must be text' })
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  q?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(100, { message: 'limit must be at most 100' })
  limit?: number;
}
