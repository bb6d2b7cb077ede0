import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Partner, PartnerView, partnerView } from '../partner.entity';

export class ListPartnersQuery {}

/** Approved consortium partners (the directory), by name. */
@QueryHandler(ListPartnersQuery)
export class ListPartnersHandler implements IQueryHandler<ListPartnersQuery, { foundTalents: PartnerView[]; count: number }> {
  constructor(@InjectDataSource('accounts') private readonly dataSource: DataSource) {}

  async execute(): Promise<{ foundTalents: PartnerView[]; count: number }> {
    const partners = await this.dataSource
      .getRepository(Partner)
      .find({ where: { verification: 'verified' }, order: { companyName: 'ASC' } });
    return { foundTalents: partners.map(partnerView), count: partners.length };
  }
}
