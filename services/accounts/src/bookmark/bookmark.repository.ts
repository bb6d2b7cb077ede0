import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AccountEvents, type BookmarkList } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';

/** The signed-in account's bookmarked tenders (ids; the web app fetches the tenders with POST /tender/fetch-multiple). */
export type { BookmarkList } from '@jointly/contracts';

/** What a bookmark change really changed. */
export interface BookmarkDelta {
  added: string[];
  removed: string[];
  cleared: boolean;
}

/** `accounts.bookmark`: reads, and changes that publish BookmarksChanged in their transaction. */
@Injectable()
export class BookmarkRepository {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async list(accountId: string): Promise<BookmarkList> {
    const rows = (await this.dataSource.query(
      'SELECT tender_id, created_at FROM accounts.bookmark WHERE account_id = $1 ORDER BY created_at DESC, tender_id',
      [accountId],
    )) as Array<{ tender_id: string; created_at: Date }>;
    const bookmarks = rows.map((r) => ({ tenderId: r.tender_id, createdAt: r.created_at.toISOString() }));
    return { bookmarks, tenderIds: bookmarks.map((b) => b.tenderId), count: bookmarks.length };
  }

  add(accountId: string, tenderIds: string[]): Promise<void> {
    return this.change(accountId, async (manager) => {
      const rows = (await manager.query(
        'INSERT INTO accounts.bookmark (account_id, tender_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING RETURNING tender_id',
        [accountId, [...new Set(tenderIds)]],
      )) as Array<{ tender_id: string }>;
      return { added: rows.map((r) => r.tender_id), removed: [], cleared: false };
    });
  }

  remove(accountId: string, tenderIds: string[]): Promise<void> {
    return this.change(accountId, async (manager) => {
      const [rows] = (await manager.query(
        'DELETE FROM accounts.bookmark WHERE account_id = $1 AND tender_id = ANY($2::text[]) RETURNING tender_id',
        [accountId, tenderIds],
      )) as [Array<{ tender_id: string }>, number];
      return { added: [], removed: rows.map((r) => r.tender_id), cleared: false };
    });
  }

  clear(accountId: string): Promise<void> {
    return this.change(accountId, async (manager) => {
      const [rows] = (await manager.query('DELETE FROM accounts.bookmark WHERE account_id = $1 RETURNING tender_id', [accountId])) as [
        Array<{ tender_id: string }>,
        number,
      ];
      return { added: [], removed: rows.map((r) => r.tender_id), cleared: true };
    });
  }

  /** Applies a change and publishes BookmarksChanged with what really changed, in one transaction. */
  private change(accountId: string, work: (manager: EntityManager) => Promise<BookmarkDelta>): Promise<void> {
    return transaction(this.dataSource, async (manager) => {
      const delta = await work(manager);
      if (delta.added.length || delta.removed.length) {
        await this.outbox.add(
          manager,
          createEvent(AccountEvents.BookmarksChanged, { aggregateId: accountId, actorId: accountId, payload: { accountId, ...delta } }),
        );
      }
    });
  }
}
