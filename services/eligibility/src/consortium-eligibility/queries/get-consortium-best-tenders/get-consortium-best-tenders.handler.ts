import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ConsortiumBestTenders } from '@jointly/contracts';
import { bandOf } from '../../../scoring/eligibility-band';
import { assertConsortiumReader } from '../../consortium-access';
import { ConsortiumEligibilityStore } from '../../consortium-eligibility.store';
import { GetConsortiumBestTendersQuery } from './get-consortium-best-tenders.query';

/** The consortium's best open tenders from its stored ratings (60 and above), best first. */
@QueryHandler(GetConsortiumBestTendersQuery)
export class GetConsortiumBestTendersHandler implements IQueryHandler<GetConsortiumBestTendersQuery> {
  constructor(private readonly store: ConsortiumEligibilityStore) {}

  async execute({ actor, consortiumId, limit }: GetConsortiumBestTendersQuery): Promise<ConsortiumBestTenders> {
    const members = await this.store.members(consortiumId);
    assertConsortiumReader(actor, members);
    const rows = await this.store.bestOpenTenders(consortiumId, limit);
    return {
      consortiumId,
      consortiumName: members[0].consortiumName,
      members: members.map(({ companyId, companyName, role }) => ({ companyId, companyName, role })),
      tenders: rows.map((row) => ({
        tenderId: row.tenderId,
        title: row.title,
        buyerName: row.buyerName,
        closingDate: row.closingDate ? row.closingDate.toISOString() : null,
        rating: row.rating,
        band: bandOf(row.rating),
        leadRating: row.leadRating,
      })),
    };
  }
}
