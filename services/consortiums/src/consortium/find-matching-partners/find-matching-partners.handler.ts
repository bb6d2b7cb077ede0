import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MatchingPartner } from '@jointly/contracts';
import { assertCanRead } from '../consortium-rules';
import { ConsortiumReader } from '../consortium.reader';
import { ConsortiumRepository } from '../consortium.repository';
import { FindMatchingPartnersQuery } from './find-matching-partners.query';

@QueryHandler(FindMatchingPartnersQuery)
export class FindMatchingPartnersHandler implements IQueryHandler<FindMatchingPartnersQuery> {
  constructor(
    private readonly reader: ConsortiumReader,
    private readonly consortiums: ConsortiumRepository,
  ) {}

  async execute({ caller, consortiumId }: FindMatchingPartnersQuery): Promise<{ foundTalents: MatchingPartner[]; count: number }> {
    await this.consortiums.get(consortiumId);
    assertCanRead(caller, await this.consortiums.members(consortiumId));
    const foundTalents = await this.reader.matchingPartners(consortiumId);
    return { foundTalents, count: foundTalents.length };
  }
}
