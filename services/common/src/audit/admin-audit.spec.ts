import { AdminActionEvents } from '@jointly/contracts';
import type { EntityManager } from 'typeorm';
import { OutboxService } from '../events/outbox/outbox.service';
import { fieldChanges, recordAdminAction, UnknownAuditServiceError } from './admin-audit';

function fakeManager(active = true) {
  const statements: Array<{ sql: string; params: unknown[] }> = [];
  const manager = {
    queryRunner: { isTransactionActive: active },
    query: async (sql: string, params: unknown[]) => {
      statements.push({ sql, params });
      return [];
    },
  } as unknown as EntityManager;
  return { manager, statements };
}

describe('recordAdminAction', () => {
  it('writes AdminActionRecorded of the outbox service, with the actor and the changes', async () => {
    const { manager, statements } = fakeManager();
    await recordAdminAction(new OutboxService('tenders'), manager, {
      actor: { id: 'admin-1', email: 'admin@example.test' },
      action: 'tender.update',
      resource: 'tenders',
      resourceId: 't-1',
      summary: 'Edited tender "Home care"',
      changes: { title: { from: 'A', to: 'B' } },
    });
    expect(statements).toHaveLength(1);
    const text = JSON.stringify(statements[0].params);
    expect(text).toContain(AdminActionEvents.tenders.type);
    expect(text).toContain('tender.update');
    expect(text).toContain('admin@example.test');
  });

  it('refuses outside a transaction (the outbox guarantee) and for a schema without a contract', async () => {
    await expect(
      recordAdminAction(new OutboxService('tenders'), fakeManager(false).manager, {
        actor: { id: 'a' },
        action: 'x.y',
        resource: 'x',
        resourceId: '1',
        summary: 's',
      }),
    ).rejects.toThrow('transaction');
    await expect(
      recordAdminAction(new OutboxService('nowhere'), fakeManager().manager, {
        actor: { id: 'a' },
        action: 'x.y',
        resource: 'x',
        resourceId: '1',
        summary: 's',
      }),
    ).rejects.toBeInstanceOf(UnknownAuditServiceError);
  });
});

describe('fieldChanges', () => {
  it('lists changed fields only, dates and undefined compared sensibly', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(fieldChanges({ a: 1, b: 'x', c: at, d: undefined }, { a: 2, b: 'x', c: '2026-01-01T00:00:00.000Z', d: null })).toEqual({
      a: { from: 1, to: 2 },
    });
    expect(fieldChanges({ a: 1 }, { a: 1 })).toBeNull();
    expect(fieldChanges(null, { title: 'New' }, ['title'])).toEqual({ title: { from: null, to: 'New' } });
  });
});
