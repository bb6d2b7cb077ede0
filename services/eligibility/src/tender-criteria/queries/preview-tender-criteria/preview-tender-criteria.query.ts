import { Query } from '@nestjs/cqrs';
import type { TenderCriteriaPreview, TenderRequirement } from '@jointly/contracts';

/** How many providers would move band if a tender's (or lot's) criteria were saved as proposed; nothing is written. */
export class PreviewTenderCriteriaQuery extends Query<TenderCriteriaPreview> {
  constructor(
    /** Who asks: previews are rate-limited per account. */
    readonly accountId: string,
    readonly tenderId: string,
    readonly lot: string | null,
    readonly requirements: TenderRequirement[],
  ) {
    super();
  }
}
