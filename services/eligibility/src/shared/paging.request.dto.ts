import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsUUID } from 'class-validator';
import { PageRequestDto } from '@jointly/common/http';
import { queryList } from './criteria-input';

/** `page` (from 1, default 1) and `limit` (1–100, default 10) of the criteria searches (spec §3 paging). */
export class CriteriaPageQueryDto extends PageRequestDto(100, 10) {
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
