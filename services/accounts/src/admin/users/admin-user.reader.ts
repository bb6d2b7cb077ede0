import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { AccountActivity, AdminUserDetail, AdminUserRecord } from '@jointly/contracts';
import { Account, accountView } from '../../account/account.entity';
import { Partner } from '../../partner/partner.entity';
import { StaffGrants } from '../../staff-grant/staff-grants';
import { AccountNotFoundError } from '../../shared/accounts.errors';
import { likePattern, type UserListQuery, type UserSortField } from '../admin-list-query';

/** The console's user records: AdminUserRecord, AccountActivity and AdminUserDetail of @jointly/contracts. */
export type AdminUserView = AdminUserRecord;
export type { AccountActivity, AdminUserDetail } from '@jointly/contracts';

const SORT_COLUMNS: Record<UserSortField, string> = {
  id: 'a.id',
  createdAt: 'a.created_at',
  email: 'a.email',
  name: 'a.name',
  accountType: 'a.account_type',
  status: 'a.status',
};

/** Reads the console's users resource: accounts with their company name, last sign-in, staff powers and activity. */
@Injectable()
export class AdminUserReader {
  constructor(
    @InjectDataSource('accounts') readonly dataSource: DataSource,
    private readonly grants: StaffGrants,
  ) {}

  async list(query: UserListQuery): Promise<{ items: AdminUserView[]; total: number }> {
    const { filter } = query;
    const qb = this.dataSource.getRepository(Account).createQueryBuilder('a');
    if (filter.ids) qb.andWhere('a.id IN (:...ids)', { ids: filter.ids.length ? filter.ids : ['00000000-0000-0000-0000-000000000000'] });
    if (filter.q) qb.andWhere("(a.email ILIKE :q OR coalesce(a.name, '') ILIKE :q)", { q: likePattern(filter.q) });
    if (filter.accountType) qb.andWhere('a.account_type = :type', { type: filter.accountType });
    if (filter.verified !== undefined) qb.andWhere(`a.email_verified_at IS ${filter.verified ? 'NOT ' : ''}NULL`);
    if (filter.status) qb.andWhere('a.status = :status', { status: filter.status });
    if (filter.createdFrom) qb.andWhere('a.created_at >= :from', { from: filter.createdFrom });
    if (filter.createdTo) qb.andWhere('a.created_at <= :to', { to: filter.createdTo });
    const nulls = query.sort.order === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST';
    qb.orderBy(SORT_COLUMNS[query.sort.field], query.sort.order, nulls).addOrderBy('a.id', 'ASC');
    const [accounts, total] = await qb.offset(query.offset).limit(query.limit).getManyAndCount();
    return { items: await this.withCompanies(accounts), total };
  }

  async get(id: string): Promise<AdminUserDetail> {
    const account = await this.dataSource.getRepository(Account).findOne({ where: { id } });
    if (!account) throw new AccountNotFoundError(id);
    return { ...(await this.withCompanies([account]))[0], activity: await this.activity(id) };
  }

  private async activity(accountId: string): Promise<AccountActivity> {
    const [row] = (await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM accounts.session WHERE account_id = $1 AND revoked_at IS NULL) AS active_sessions,
              (SELECT coalesce(json_agg(s ORDER BY s."startedAt" DESC), '[]'::json) FROM (
                 SELECT created_at AS "startedAt", last_used_at AS "lastUsedAt", user_agent AS "userAgent",
                        revoked_at AS "endedAt", revoked_reason AS "endedBecause"
                   FROM accounts.session WHERE account_id = $1 ORDER BY created_at DESC LIMIT 5) s) AS recent_sessions,
              (SELECT count(*)::int FROM accounts.bookmark WHERE account_id = $1) AS bookmarks,
              (SELECT count(*)::int FROM accounts.service_request WHERE account_id = $1 AND kind = 'tender-writer') AS tender_writer_requests,
              (SELECT count(*)::int FROM accounts.service_request WHERE account_id = $1 AND kind = 'tender') AS tender_requests,
              (SELECT max(created_at) FROM accounts.service_request WHERE account_id = $1) AS last_request_at`,
      [accountId],
    )) as Array<{
      active_sessions: number;
      recent_sessions: AccountActivity['recentSessions'];
      bookmarks: number;
      tender_writer_requests: number;
      tender_requests: number;
      last_request_at: Date | null;
    }>;
    const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);
    return {
      activeSessions: row.active_sessions,
      recentSessions: row.recent_sessions.map((s) => ({
        ...s,
        startedAt: iso(s.startedAt)!,
        lastUsedAt: iso(s.lastUsedAt)!,
        endedAt: iso(s.endedAt),
      })),
      bookmarks: row.bookmarks,
      tenderWriterRequests: row.tender_writer_requests,
      tenderRequests: row.tender_requests,
      lastRequestAt: row.last_request_at?.toISOString() ?? null,
    };
  }

  private async withCompanies(accounts: Account[]): Promise<AdminUserView[]> {
    const companyIds = [...new Set(accounts.map((a) => a.companyId).filter((id): id is string => !!id))];
    const partners = companyIds.length
      ? await this.dataSource.getRepository(Partner).find({ where: { id: In(companyIds) }, select: { id: true, companyName: true } })
      : [];
    const names = new Map(partners.map((p) => [p.id, p.companyName]));
    const powers = await this.grants.powersOf(accounts.map((a) => a.id));
    return accounts.map((account) => ({
      ...accountView(account),
      companyName: account.companyId ? (names.get(account.companyId) ?? null) : null,
      lastLoginAt: account.lastLoginAt?.toISOString() ?? null,
      updatedAt: account.updatedAt.toISOString(),
      powers: powers.get(account.id) ?? [],
    }));
  }
}
