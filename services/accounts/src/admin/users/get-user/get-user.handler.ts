import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AdminUserReader, type AdminUserDetail } from '../admin-user.reader';

export class GetUserQuery {
  constructor(readonly id: string) {}
}

/** One user with their company name and activity (sessions, bookmarks, service requests). */
@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, AdminUserDetail> {
  constructor(private readonly users: AdminUserReader) {}

  execute({ id }: GetUserQuery): Promise<AdminUserDetail> {
    return this.users.get(id);
  }
}
