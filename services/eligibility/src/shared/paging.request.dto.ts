import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { queryList } from './criteria-input';

/** `page` (from 1, default 1) and `limit` (1–100, default 10) of the criteria searches (spec §3 paging). */
export class CriteriaPageQueryDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(100_000, { message: 'page must be at most 100000' })
  page?: number;

  @ApiPropertyOptional({ default: 10, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be between 1 and 100' })
  @Max(100, { message: 'limit must be between 1 and 100' })
  limit?: number;

  @ApiPropertyOptional({
    type: [String],
    description: "Account ids (`account=…&account=…`; the spec's `account[0]=…&account[1]=…` and `account=a,b` too).",
  })
  @Transform(({ value }) => queryList(value, 100, true))
  @IsOptional()
  @IsArray({ message: 'account must be a list of account ids, e.g. account[0]=<id>' })
  @ArrayMaxSize(100, { message: 'account may list at most 100 account ids' })
  @IsUUID('all', { each: true, message: 'account must contain account ids (UUID)' })
  account?: string[];
}
