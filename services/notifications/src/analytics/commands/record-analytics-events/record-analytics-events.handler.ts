import { createHash } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InvalidInputError } from '@jointly/common/errors';
import { type RateLimit, RateLimiter } from '@jointly/common/limits';
import { toAnalyticsRows } from '../../analytics-event';
import { AnalyticsRepository } from '../../analytics.repository';
import { RecordAnalyticsEventsCommand } from './record-analytics-events.command';

/** Batches from one address: a tab flushes at most every 5 s; room for a few tabs or an office behind one address. */
export const ANALYTICS_BATCHES_PER_ADDRESS: RateLimit = { what: 'analytics batches from your network', limit: 300, windowSeconds: 10 * 60 };

/** The limiter's key: a hash, so the counters table holds no address either. */
const addressKey = (ip: string) => createHash('sha256').update(`jointly:analytics:${ip}`).digest('hex').slice(0, 32);

@CommandHandler(RecordAnalyticsEventsCommand)
export class RecordAnalyticsEventsHandler implements ICommandHandler<RecordAnalyticsEventsCommand, { stored: number; dropped: number }> {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly analytics: AnalyticsRepository,
  ) {}

  async execute({ events, client }: RecordAnalyticsEventsCommand): Promise<{ stored: number; dropped: number }> {
    await this.limiter.hit('analytics', addressKey(client.ip), ANALYTICS_BATCHES_PER_ADDRESS);
    const checked = toAnalyticsRows(events, new Date());
    if (!checked.ok) throw new InvalidInputError(checked.reason, 'ANALYTICS.INVALID_EVENT');
    if (checked.rows.length) await this.analytics.insert(checked.rows);
    return { stored: checked.rows.length, dropped: checked.dropped };
  }
}
