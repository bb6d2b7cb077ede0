import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageRequestDto } from '@jointly/common/http';
import { ACCOUNT_TYPES } from '@jointly/contracts';

/** GET /admin/all-users: words, account type, and a page of up to 200 accounts. */
export class ListAllUsersRequestDto extends PageRequestDto(200) {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) query?: string;
  @ApiPropertyOptional({ enum: ACCOUNT_TYPES })
  @IsOptional()
  @IsIn(ACCOUNT_TYPES as unknown as string[], { message: 'accountType must be provider, expert, staff or admin' })
  accountType?: string;
}
