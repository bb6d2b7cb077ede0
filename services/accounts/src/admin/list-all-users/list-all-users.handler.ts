import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Account, AccountView, accountView } from '../../account/account.entity';

export class ListAllUsersQuery {
  constructor(
    readonly page: number,
    readonly limit: number,
    readonly accountType?: string,
    readonly search?: string,
  ) {}
}

export interface AllUsersPage {
  users: AccountView[];
  count: number;
  currentPage: number;
  totalPages: number;
}

/** Every account, newest first, with search on e-mail and name and a type filter. */
@QueryHandler(ListAllUsersQuery)
export class ListAllUsersHandler implements IQueryHandler<ListAllUsersQuery, AllUsersPage> {
  constructor(@InjectDataSource('accounts') private readonly dataSource: DataSource) {}

  async execute({ page, limit, accountType, search }: ListAllUsersQuery): Promise<AllUsersPage> {
    const qb = this.dataSource.getRepository(Account).createQueryBuilder('a');
    if (accountType) qb.andWhere('a.account_type = :type', { type: accountType });
    if (search?.trim())
      qb.andWhere("(a.email ILIKE :q OR coalesce(a.name, '') ILIKE :q)", { q: `%${search.trim().replace(/[%_\\]/g, '\\$&')}%` });
    const [accounts, count] = await qb
      .orderBy('a.created_at', 'DESC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    return { users: accounts.map(accountView), count, currentPage: page, totalPages: Math.max(1, Math.ceil(count / limit)) };
  }
}
