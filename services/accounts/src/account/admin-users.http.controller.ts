import { Controller, Get, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DataSource } from 'typeorm';
import { ACCOUNT_TYPES } from '@jointly/contracts';
import { Roles } from '@jointly/common/auth';
import { Account, accountView } from './account.entity';

class AllUsersQueryDto {
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

/** GET /admin/all-users: every account, newest first (admins). */
@ApiTags('accounts: admin')
@ApiBearerAuth()
@Controller('admin')
export class AdminUsersController {
  constructor(@InjectDataSource('accounts') private readonly dataSource: DataSource) {}

  @Get('all-users')
  @Roles('admin')
  @ApiOperation({ summary: 'Every account with search, type filter and paging (admins)' })
  async allUsers(@Query() q: AllUsersQueryDto) {
    const page = q.page ?? 1;
    const limit = q.limit ?? 50;
    const qb = this.dataSource.getRepository(Account).createQueryBuilder('a');
    if (q.accountType) qb.andWhere('a.account_type = :type', { type: q.accountType });
    if (q.query?.trim())
      qb.andWhere("(a.email ILIKE :q OR coalesce(a.name, '') ILIKE :q)", { q: `%${q.query.trim().replace(/[%_\\]/g, '\\$&')}%` });
    const [accounts, count] = await qb
      .orderBy('a.created_at', 'DESC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    return { users: accounts.map(accountView), count, currentPage: page, totalPages: Math.max(1, Math.ceil(count / limit)) };
  }
}
