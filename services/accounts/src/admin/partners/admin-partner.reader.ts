import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Partner, PartnerView, partnerView } from '../../partner/partner.entity';
import { PartnerNotFoundError } from '../../shared/accounts.errors';
import { likePattern, type PartnerListQuery, type PartnerSortField } from '../admin-list-query';

const SORT_COLUMNS: Record<PartnerSortField, string> = {
  id: 'p.id',
  createdAt: 'p.created_at',
  companyName: 'p.company_name',
  requestedAt: 'p.requested_at',
  approvedAt: 'p.approved_at',
  verification: 'p.verification',
};

/** Reads the console's partners resource (companies). */
@Injectable()
export class AdminPartnerReader {
  constructor(@InjectDataSource('accounts') private readonly dataSource: DataSource) {}

  async list(query: PartnerListQuery): Promise<{ items: PartnerView[]; total: number }> {
    const { filter } = query;
    const qb = this.dataSource.getRepository(Partner).createQueryBuilder('p');
    if (filter.ids) qb.andWhere('p.id IN (:...ids)', { ids: filter.ids.length ? filter.ids : ['00000000-0000-0000-0000-000000000000'] });
    if (filter.q)
      qb.andWhere("(p.company_name ILIKE :q OR coalesce(p.email, '') ILIKE :q OR coalesce(p.registration_number, '') ILIKE :q)", {
        q: likePattern(filter.q),
      });
    if (filter.verification) qb.andWhere('p.verification = :verification', { verification: filter.verification });
    const nulls = query.sort.order === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST';
    qb.orderBy(SORT_COLUMNS[query.sort.field], query.sort.order, nulls).addOrderBy('p.id', 'ASC');
    const [partners, total] = await qb.offset(query.offset).limit(query.limit).getManyAndCount();
    return { items: partners.map(partnerView), total };
  }

  async get(id: string): Promise<PartnerView> {
    const partner = await this.dataSource.getRepository(Partner).findOne({ where: { id } });
    if (!partner) throw new PartnerNotFoundError(id);
    return partnerView(partner);
  }
}
