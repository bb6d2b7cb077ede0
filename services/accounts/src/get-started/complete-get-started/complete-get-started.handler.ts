import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { NotFoundError } from '@jointly/common/errors';
import { CompleteGetStartedCommand } from './complete-get-started.command';

export interface CompleteGetStartedResult {
  completedAt: string;
  message: string;
}

/** Marks the caller's get-started checklist complete (once: a second call answers the first date). */
@CommandHandler(CompleteGetStartedCommand)
export class CompleteGetStartedHandler implements ICommandHandler<CompleteGetStartedCommand> {
  constructor(@InjectDataSource('accounts') private readonly dataSource: DataSource) {}

  async execute({ actor }: CompleteGetStartedCommand): Promise<CompleteGetStartedResult> {
    const [row] = (await this.dataSource.query(
      `WITH done AS (
         UPDATE accounts.account SET get_started_completed_at = coalesce(get_started_completed_at, now())
          WHERE id = $1 RETURNING get_started_completed_at)
       SELECT get_started_completed_at AS "completedAt" FROM done`,
      [actor.id],
    )) as Array<{ completedAt: Date }>;
    if (!row) throw new NotFoundError('Account not found.', 'ACCOUNT.NOT_FOUND');
    return { completedAt: row.completedAt.toISOString(), message: 'Get started completed.' };
  }
}
