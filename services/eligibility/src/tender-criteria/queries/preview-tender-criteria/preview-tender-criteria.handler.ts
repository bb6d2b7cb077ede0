import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TenderCriteriaPreview, TenderRequirement } from '@jointly/contracts';
import { ratingSets } from '../../../eligibility-result/eligibility-recalculator';
import { bandMoves } from '../../../scoring/band-moves';
import { prepareProvider } from '../../../scoring/provider-facts';
import { bestRating } from '../../../scoring/rate-criteria';
import { TenderSummaryStore } from '../../../tender-summary/tender-summary.store';
import { UserCriteriaRepository } from '../../../user-criteria/user-criteria.repository';
import { TenderNotFoundError } from '../../tender-criteria.errors';
import { TenderCriteriaRepository } from '../../tender-criteria.repository';
import { PreviewTenderCriteriaQuery } from './preview-tender-criteria.query';

const sameLot = (a: string | null, b: string | null) => (a ?? '') === (b ?? '');

/**
 * Rates every provider with facts against the tender twice — with the criteria it has (added, else derived) and with
 * the criteria it would have once the proposal is saved (the lot's set replaced or added; added criteria replace the
 * derived ones, as a save does) — by the same scoring as the stored ratings, and counts the band moves. Reads only.
 */
@QueryHandler(PreviewTenderCriteriaQuery)
export class PreviewTenderCriteriaHandler implements IQueryHandler<PreviewTenderCriteriaQuery> {
  constructor(
    private readonly tenders: TenderSummaryStore,
    private readonly criteria: TenderCriteriaRepository,
    private readonly users: UserCriteriaRepository,
  ) {}

  async execute({ tenderId, lot, requirements }: PreviewTenderCriteriaQuery): Promise<TenderCriteriaPreview> {
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
    for (const facts of await this.users.findAllFacts()) {
      const provider = prepareProvider(facts);
      before.push(bestRating(current, provider) ?? 0);
      after.push(bestRating(proposed, provider) ?? 0);
    }
    return { tenderId, lot, providers: before.length, ...bandMoves(before, after) };
  }
}
