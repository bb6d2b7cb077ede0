import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TenderCriteriaPreview, TenderRequirement } from '@jointly/contracts';
import { RateLimiter, type RateLimit } from '@jointly/common/limits';
import { ratingSets } from '../../../eligibility-result/eligibility-recalculator';
import { bandMoves } from '../../../scoring/band-moves';
import { bestRating } from '../../../scoring/rate-criteria';
import { cpvGate } from '../../../scoring/rating-gate';
import { TenderSummaryStore } from '../../../tender-summary/tender-summary.store';
import { ProviderFactsCache } from '../../../user-criteria/provider-facts.cache';
import { TenderNotFoundError } from '../../tender-criteria.errors';
import { TenderCriteriaRepository } from '../../tender-criteria.repository';
import { PreviewTenderCriteriaQuery } from './preview-tender-criteria.query';

/** Each preview rates the tender against every provider twice: limited per account of its own (429 with Retry-After). */
export const PREVIEWS_PER_ACCOUNT: RateLimit = { what: 'criteria previews', limit: 20, windowSeconds: 60 };

const sameLot = (a: string | null, b: string | null) => (a ?? '') === (b ?? '');

/**
 * Rates every provider with facts against the tender twice — with the criteria it has (added, else derived) and with
 * the criteria it would have once the proposal is saved (the lot's set replaced or added; added criteria replace the
 * derived ones, as a save does) — by the same scoring as the stored ratings, and counts the band moves. Reads only.
 * Providers' facts come from memory (ProviderFactsCache); only those passing either gate (rating-gate.ts) are scored,
 * the others are below 60 both times (59To0, unchanged) and only counted.
 */
@QueryHandler(PreviewTenderCriteriaQuery)
export class PreviewTenderCriteriaHandler implements IQueryHandler<PreviewTenderCriteriaQuery> {
  constructor(
    private readonly tenders: TenderSummaryStore,
    private readonly criteria: TenderCriteriaRepository,
    private readonly providers: ProviderFactsCache,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ accountId, tenderId, lot, requirements }: PreviewTenderCriteriaQuery): Promise<TenderCriteriaPreview> {
    await this.limiter.hit('tender-criteria-preview', accountId, PREVIEWS_PER_ACCOUNT);
    const tender = await this.tenders.find(tenderId);
    if (!tender) throw new TenderNotFoundError(tenderId);
    const added = await this.criteria.findByTenderIds([tenderId]);
    const current = ratingSets(
      tender,
      added.map((row) => row.requirements),
    );
    const proposed: TenderRequirement[][] = [...added.filter((row) => !sameLot(row.lot, lot)).map((row) => row.requirements), requirements];
    const before: number[] = [];
    const after: number[] = [];
    const [now, then] = [cpvGate(current), cpvGate(proposed)];
    const providers = (await this.providers.all()).length;
    for (const { provider } of await this.providers.passing(now && then && [...now, ...then])) {
      before.push(bestRating(current, provider) ?? 0);
      after.push(bestRating(proposed, provider) ?? 0);
    }
    // The providers not read: below the floor before and after.
    for (let i = before.length; i < providers; i++) {
      before.push(0);
      after.push(0);
    }
    return { tenderId, lot, providers, ...bandMoves(before, after) };
  }
}
