import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { StaffGrantView } from '../staff-grant.entity';
import { StaffGrants } from '../staff-grants';

export class GetStaffGrantQuery {
  constructor(readonly id: string) {}
}

/** One staff grant (404 `STAFF_GRANT.NOT_FOUND`). */
@QueryHandler(GetStaffGrantQuery)
export class GetStaffGrantHandler implements IQueryHandler<GetStaffGrantQuery, StaffGrantView> {
  constructor(private readonly grants: StaffGrants) {}

  execute({ id }: GetStaffGrantQuery): Promise<StaffGrantView> {
    return this.grants.get(id);
  }
}
