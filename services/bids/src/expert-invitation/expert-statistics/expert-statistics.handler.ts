import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ExpertBidStatistics } from '@jointly/contracts';
import { AccountDirectory } from '../../directory/account-directory';
import { ExpertNotFoundError } from '../expert-invitation.errors';
import { acceptanceRate, assertCanSeeStatistics, OPEN_TENDER_STATUSES } from '../expert-invitation-rules';
import { ExpertInvitationRepository } from '../expert-invitation.repository';
import { ExpertStatisticsQuery } from './expert-statistics.query';

interface CountsRow {
  invited: number;
  pending: number;
  accepted: number;
  declined: number;
  withdrawn: number;
  activeProjects: number;
  lastInvitedAt: Date | null;
}

@QueryHandler(ExpertStatisticsQuery)
export class ExpertStatisticsHandler implements IQueryHandler<ExpertStatisticsQuery> {
  constructor(
    private readonly bids: ExpertInvitationRepository,
    private readonly directory: AccountDirectory,
  ) {}

  async execute({ caller, expertAccountId }: ExpertStatisticsQuery): Promise<ExpertBidStatistics> {
    const expert = await this.directory.get(expertAccountId);
    if (!expert || expert.accountType !== 'expert') throw new ExpertNotFoundError(expertAccountId);
    assertCanSeeStatistics(caller, expertAccountId);
    const [row] = (await this.bids.dataSource.query(
      `SELECT count(*)::int AS invited,
              count(*) FILTER (WHERE b.status = 'Pending')::int AS pending,
              count(*) FILTER (WHERE b.status = 'Accepted')::int AS accepted,
              count(*) FILTER (WHERE b.status = 'Declined')::int AS declined,
              count(*) FILTER (WHERE b.status = 'Withdrawn')::int AS withdrawn,
              count(*) FILTER (WHERE b.status = 'Accepted' AND (t.status IS NULL OR t.status = ANY($2::text[])))::int AS "activeProjects",
              max(b.created_at) AS "lastInvitedAt"
         FROM bids.bid b LEFT JOIN bids.tender_summary t ON t.tender_id = b.tender_id
        WHERE b.expert_account_id = $1`,
      [expertAccountId, OPEN_TENDER_STATUSES],
    )) as CountsRow[];
    return {
      expertAccountId,
      invited: row.invited,
      pending: row.pending,
      accepted: row.accepted,
      declined: row.declined,
      withdrawn: row.withdrawn,
      acceptanceRate: acceptanceRate(row),
      activeProjects: row.activeProjects,
      lastInvitedAt: row.lastInvitedAt?.toISOString() ?? null,
    };
  }
}
