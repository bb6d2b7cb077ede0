import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Partner, PartnerView, partnerView } from '../partner.entity';

export class ListUnverifiedPartnersQuery {}

/** Companies waiting for approval, oldest request first. */
@QueryHandler(ListUnverifiedPartnersQuery)
export class ListUnverifiedPartnersHandler implements IQueryHandler<
  ListUnverifiedPartnersQuery,
  { foundTalents: PartnerView[]; count: number }
> {
  constructor(@InjectDataSource('accounts') private readonly dataSource: DataSource) {}

  async execute(): Promise<{ foundTalents: PartnerView[]; count: number }> {
    const partners = await this.dataSource
      .getRepository(Partner)
      .find({ where: { verification: 'requested' }, order: { requestedAt: 'ASC' } });
    return { foundTalents: partners.map(partnerView), count: partners.length };
  }
}
