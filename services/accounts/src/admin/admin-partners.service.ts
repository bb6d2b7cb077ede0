import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { DataSource } from 'typeorm';
import { AuthenticatedUser } from '@jointly/common/auth';
import { InvalidInputError, validationErrorFactory } from '@jointly/common/errors';
import { Partner, PartnerView, partnerView } from '../partner/partner.entity';
import { UpdatePartnerRequestDto } from '../partner/partner.request.dto';
import { PartnersService } from '../partner/partners.service';
import { PartnerNotFoundError } from '../shared/accounts.errors';
import { likePattern, type PartnerListQuery, type PartnerSortField } from './admin-list-query';

const SORT_COLUMNS: Record<PartnerSortField, string> = {
  id: 'p.id',
  createdAt: 'p.created_at',
  companyName: 'p.company_name',
  requestedAt: 'p.requested_at',
  approvedAt: 'p.approved_at',
  verification: 'p.verification',
};

/** What an admin may edit of a company from the console (the company-profile fields). */
const EDITABLE = [
  'companyName',
  'registrationNumber',
  'phone',
  'website',
  'address',
  'postcode',
  'description',
  'sector',
  'companySize',
  'regions',
  'serviceCategories',
  'certifications',
  'annualTurnover',
  'employees',
  'yearsTrading',
] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The console's partners resource: list, show, edit and approve (admins). */
@Injectable()
export class AdminPartnersService {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly partners: PartnersService,
  ) {}

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

  /**
   * PUT with the whole record (react-admin): changed profile fields are saved; `verification: "verified"` approves
   * through PartnersService.approve (PartnerApproved → e-mail and in-app notification). Answers the record.
   */
  async update(admin: AuthenticatedUser, id: string, body: Record<string, unknown>): Promise<PartnerView> {
    const current = await this.get(id);
    const verification = body.verification;
    if (verification !== undefined && verification !== current.verification && verification !== 'verified')
      throw new InvalidInputError('verification can only be changed to verified (approve).', 'PARTNER.INVALID_VERIFICATION_CHANGE');
    const changes: Record<string, unknown> = {};
    for (const key of EDITABLE) if (key in body && !same(body[key], current[key])) changes[key] = body[key];
    if (Object.keys(changes).length) {
      const dto = plainToInstance(UpdatePartnerRequestDto, changes);
      const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
      if (errors.length) throw validationErrorFactory(errors);
      await this.partners.update(admin, id, dto);
    }
    if (verification === 'verified' && current.verification !== 'verified') await this.partners.approve(admin, id);
    return this.get(id);
  }
}
