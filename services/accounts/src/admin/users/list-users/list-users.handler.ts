import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { UserListQuery } from '../../admin-list-query';
import { AdminUserReader, type AdminUserView } from '../admin-user.reader';

export class ListUsersQuery {
  constructor(readonly query: UserListQuery) {}
}

/** The console's users list: filters (ids, q, accountType, verified, status, created range), sort and page. */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, { items: AdminUserView[]; total: number }> {
  constructor(private readonly users: AdminUserReader) {}

  execute({ query }: ListUsersQuery): Promise<{ items: AdminUserView[]; total: number }> {
    return this.users.list(query);
  }
}
