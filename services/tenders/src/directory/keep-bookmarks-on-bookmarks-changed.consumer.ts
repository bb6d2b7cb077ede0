import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AccountEvents, type BookmarksChanged, type EventEnvelope } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';

/**
 * The local read model of bookmarks (they belong to accounts): what the calendar feed lists. Applied in event order;
 * `cleared` empties the account's list before `added` is applied.
 */
@Injectable()
@EventConsumer({ service: 'tenders', name: 'KeepBookmarksOnBookmarksChanged', events: [AccountEvents.BookmarksChanged] })
export class KeepBookmarksOnBookmarksChanged implements EventConsumerHandler<BookmarksChanged> {
  async handle({ payload }: EventEnvelope<BookmarksChanged>, manager: EntityManager): Promise<void> {
    if (payload.cleared) await manager.query('DELETE FROM tenders.bookmark WHERE account_id = $1', [payload.accountId]);
    if (payload.removed?.length) {
      await manager.query('DELETE FROM tenders.bookmark WHERE account_id = $1 AND tender_id = ANY($2::text[])', [
        payload.accountId,
        payload.removed,
      ]);
    }
    if (payload.added?.length) {
      await manager.query('INSERT INTO tenders.bookmark (account_id, tender_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING', [
        payload.accountId,
        payload.added,
      ]);
    }
  }
}
