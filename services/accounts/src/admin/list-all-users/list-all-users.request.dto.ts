import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ACCOUNT_TYPES } from '@jointly/contracts';

export class ListAllUsersRequestDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) query?: string;
  @ApiPropertyOptional({ enum: ACCOUNT_TYPES })
  @IsOptional()
  @IsIn(ACCOUNT_TYPES as unknown as string[], { message: 'accountType must be provider, expert, staff or admin' })
  accountType?: string;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() @Min(1, { message: 'page must be 1 or more' }) page?: number;
  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200, { message: 'limit must not be greater than 200' })
  limit?: number;
}
