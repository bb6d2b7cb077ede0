import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { RaListParams } from '@jointly/common/http';
import type { StaffGrantView } from '../staff-grant.entity';
import { StaffGrants } from '../staff-grants';

export class ListStaffGrantsQuery {
  constructor(readonly params: RaListParams) {}
}

export interface StaffGrantPage {
  items: StaffGrantView[];
  total: number;
  contentRange: string;
}

/** Staff grants (filter id, accountId, power; newest first by default). */
@QueryHandler(ListStaffGrantsQuery)
export class ListStaffGrantsHandler implements IQueryHandler<ListStaffGrantsQuery, StaffGrantPage> {
  constructor(private readonly grants: StaffGrants) {}

  execute({ params }: ListStaffGrantsQuery): Promise<StaffGrantPage> {
    return this.grants.list(params);
  }
}
