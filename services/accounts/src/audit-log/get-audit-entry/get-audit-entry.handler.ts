import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFoundError } from '@jointly/common/errors';
import { AuditEntryReader } from '../audit-entry.reader';
import type { AuditEntryView } from '../audit-entry.view';

export class GetAuditEntryQuery {
  constructor(readonly id: string) {}
}

/** One audit entry (404 `AUDIT_ENTRY.NOT_FOUND`). */
@QueryHandler(GetAuditEntryQuery)
export class GetAuditEntryHandler implements IQueryHandler<GetAuditEntryQuery, AuditEntryView> {
  constructor(private readonly entries: AuditEntryReader) {}

  async execute({ id }: GetAuditEntryQuery): Promise<AuditEntryView> {
    const entry = await this.entries.get(id);
    if (!entry) throw new NotFoundError(`No audit entry with id ${id}.`, 'AUDIT_ENTRY.NOT_FOUND');
    return entry;
  }
}
