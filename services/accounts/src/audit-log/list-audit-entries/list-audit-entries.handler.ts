import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AuditEntryReader } from '../audit-entry.reader';
import type { AuditEntryView } from '../audit-entry.view';
import type { AuditLogQuery } from '../audit-log-query';

export class ListAuditEntriesQuery {
  constructor(readonly query: AuditLogQuery) {}
}

/** Admin actions of every service, filtered and sorted (newest first by default). */
@QueryHandler(ListAuditEntriesQuery)
export class ListAuditEntriesHandler implements IQueryHandler<ListAuditEntriesQuery, { items: AuditEntryView[]; total: number }> {
  constructor(private readonly entries: AuditEntryReader) {}

  execute({ query }: ListAuditEntriesQuery): Promise<{ items: AuditEntryView[]; total: number }> {
    return this.entries.list(query);
  }
}
