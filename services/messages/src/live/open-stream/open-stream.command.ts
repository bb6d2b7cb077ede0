import { Command } from '@nestjs/cqrs';
import type { UnreadCounts } from '@jointly/contracts';
import type { LiveSubscriber } from '../live-hub';

/** What an opened stream gets: the unread counts for its `ready` event, and how to attach its sink to the hub. */
export interface OpenedLiveStream {
  unread: UnreadCounts;
  /** Registers the sink (after a replay from `lastEventId`, when given); answers the unsubscribe function. */
  subscribe(sink: Omit<LiveSubscriber, 'accountId'>): Promise<() => void>;
}

/** Redeems a single-use live ticket (401 when unknown, used or expired) to open one tab's live stream. */
export class OpenStreamCommand extends Command<OpenedLiveStream> {
  constructor(
    readonly ticket: string | null,
    readonly lastEventId: bigint | null,
  ) {
    super();
  }
}
