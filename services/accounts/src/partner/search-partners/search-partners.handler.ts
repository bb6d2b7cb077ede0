import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Partner, PartnerView, partnerView } from '../partner.entity';
import type { PartnerSearchQueryDto } from '../partner.request.dto';

export class SearchPartnersQuery {
  constructor(readonly input: PartnerSearchQueryDto) {}
}

export interface PartnerSearchPage {
  foundTalents: PartnerView[];
  count: number;
  currentPage: number;
  totalPages: number;
}

/** Approved partners matching a text (name, description, sector), a region and a service category, by name. */
@QueryHandler(SearchPartnersQuery)
export class SearchPartnersHandler implements IQueryHandler<SearchPartnersQuery, PartnerSearchPage> {
  constructor(@InjectDataSource('accounts') private readonly dataSource: DataSource) {}

  async execute({ input }: SearchPartnersQuery): Promise<PartnerSearchPage> {
    const page = input.page ?? 1;
    const limit = input.limit ?? 10;
    const qb = this.dataSource.getRepository(Partner).createQueryBuilder('p').where("p.verification = 'verified'");
    if (input.query?.trim()) {
      qb.andWhere("(p.company_name ILIKE :q OR coalesce(p.description, '') ILIKE :q OR coalesce(p.sector, '') ILIKE :q)", {
        q: `%${input.query.trim().replace(/[%_\\]/g, '\\$&')}%`,
      });
    }
    if (input.region) qb.andWhere(':region = ANY(p.regions)', { region: input.region });
    if (input.serviceCategory) qb.andWhere(':category = ANY(p.service_categories)', { category: input.serviceCategory });
    const [partners, count] = await qb
      .orderBy('p.company_name', 'ASC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    return { foundTalents: partners.map(partnerView), count, currentPage: page, totalPages: Math.max(1, Math.ceil(count / limit)) };
  }
}
