import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EligibilityBand, ProviderEligibilityDashboard } from '@jointly/contracts';
import { BANDS_BEST_FIRST } from '../../../scoring/eligibility-band';
import { ProviderRatingsReader } from '../../provider-ratings.reader';
import { GetProviderDashboardQuery } from './get-provider-dashboard.query';

/** How many top tenders the dashboard lists. */
export const DASHBOARD_TOP_TENDERS = 10;

@QueryHandler(GetProviderDashboardQuery)
export class GetProviderDashboardHandler implements IQueryHandler<GetProviderDashboardQuery> {
  constructor(private readonly ratings: ProviderRatingsReader) {}

  async execute({ actor }: GetProviderDashboardQuery): Promise<ProviderEligibilityDashboard> {
    const { counts, top } = await this.ratings.dashboard(actor.id, DASHBOARD_TOP_TENDERS);
    const perBand = Object.fromEntries(BANDS_BEST_FIRST.map((band) => [band, 0])) as Record<EligibilityBand, number>;
    for (const { band, count } of counts) perBand[band] = count;
    const newest = top.reduce<Date | null>((latest, row) => (!latest || row.calculatedAt > latest ? row.calculatedAt : latest), null);
    return {
      counts: perBand,
      total: counts.reduce((sum, { count }) => sum + count, 0),
      topTenders: top.map((row) => ({
        tenderId: row.tenderId,
        title: row.title,
        buyerName: row.buyerName,
        closingDate: row.closingDate ? row.closingDate.toISOString() : null,
        rating: row.rating,
        band: row.band,
      })),
      calculatedAt: newest ? newest.toISOString() : null,
    };
  }
}
