import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AccountEvents, STAFF_POWERS, STAFF_POWER_LABELS, type StaffPower } from '@jointly/contracts';
import { recordAdminAction } from '@jointly/common/audit';
import { StaffPowers, type AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { ConflictError, InvalidInputError, NotFoundError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { contentRange, parseFilter, parseRange, parseSort, type RaListParams } from '@jointly/common/http';
import { Account } from '../account/account.entity';
import { AccountNotFoundError } from '../shared/accounts.errors';
import { StaffGrant, staffGrantView, type StaffGrantView } from './staff-grant.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SORTS = { grantedAt: 'g.granted_at', power: 'g.power' } as const;

export class StaffGrantNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`No staff grant with id ${id}.`, 'STAFF_GRANT.NOT_FOUND');
  }
}

/**
 * Platform-wide powers granted by admins to staff accounts. Granting and revoking lock the account, change the
 * grant, bump the account's powers version and write StaffPowersChanged (the whole set, for the other services'
 * read models) and the audit entry, all in one transaction. In this service the powers guard reads the grants
 * table itself on every request, so a revocation counts from the next request.
 */
@Injectable()
export class StaffGrants implements OnModuleInit {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly powers: StaffPowers,
  ) {}

  onModuleInit(): void {
    this.powers.use({ holds: (accountId, power) => this.holds(accountId, power) });
  }

  /** An active staff account holds the power now. */
  async holds(accountId: string, power: StaffPower): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM accounts.staff_grant g JOIN accounts.account a ON a.id = g.account_id
        WHERE g.account_id = $1 AND g.power = $2 AND a.account_type = 'staff' AND a.status = 'active'`,
      [accountId, power],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The powers each account holds (for the users resource). */
  async powersOf(accountIds: string[]): Promise<Map<string, StaffPower[]>> {
    const byAccount = new Map<string, StaffPower[]>();
    if (!accountIds.length) return byAccount;
    const rows = (await this.dataSource.query(
      `SELECT account_id, power FROM accounts.staff_grant WHERE account_id = ANY($1::uuid[]) ORDER BY power`,
      [accountIds],
    )) as Array<{ account_id: string; power: StaffPower }>;
    for (const row of rows) byAccount.set(row.account_id, [...(byAccount.get(row.account_id) ?? []), row.power]);
    return byAccount;
  }

  async list(params: RaListParams): Promise<{ items: StaffGrantView[]; total: number; contentRange: string }> {
    const { offset, limit } = parseRange(params.range, { limit: 25, maxLimit: 500 });
    const sort = parseSort(params.sort, Object.keys(SORTS) as Array<keyof typeof SORTS>, { field: 'grantedAt', order: 'DESC' });
    const filter = parseFilter(params.filter, ['id', 'accountId', 'power']);
    const qb = this.dataSource.getRepository(StaffGrant).createQueryBuilder('g');
    if (filter.id !== undefined) {
      const ids = (Array.isArray(filter.id) ? filter.id : [filter.id]).filter(
        (id): id is string => typeof id === 'string' && UUID.test(id),
      );
      qb.andWhere('g.id IN (:...ids)', { ids: ids.length ? ids : ['00000000-0000-0000-0000-000000000000'] });
    }
    if (filter.accountId !== undefined) {
      if (typeof filter.accountId !== 'string' || !UUID.test(filter.accountId))
        throw new InvalidInputError('filter accountId must be an account id (UUID).', 'REQUEST.INVALID_LIST_QUERY');
      qb.andWhere('g.account_id = :accountId', { accountId: filter.accountId });
    }
    if (filter.power !== undefined) qb.andWhere('g.power = :power', { power: this.power(filter.power, 'filter power') });
    qb.orderBy(SORTS[sort.field], sort.order).addOrderBy('g.id', 'ASC');
    const [grants, total] = await qb.offset(offset).limit(limit).getManyAndCount();
    return { items: grants.map(staffGrantView), total, contentRange: contentRange('staff-grants', offset, grants.length, total) };
  }

  async get(id: string): Promise<StaffGrantView> {
    const grant = await this.dataSource.getRepository(StaffGrant).findOne({ where: { id } });
    if (!grant) throw new StaffGrantNotFoundError(id);
    return staffGrantView(grant);
  }

  /** POST: grants a power to an active staff account (400 for any other account, 409 when it holds it already). */
  async grant(admin: AuthenticatedUser, body: { accountId: string; power: string }): Promise<StaffGrantView> {
    const power = this.power(body.power, 'power');
    return transaction(this.dataSource, async (manager) => {
      const account = await this.lockedAccount(manager, body.accountId);
      if (account.accountType !== 'staff')
        throw new InvalidInputError(
          account.accountType === 'admin'
            ? 'Admins hold every power already.'
            : 'Only staff accounts can be granted platform-wide powers; providers and experts change only their own data.',
          'STAFF_GRANT.NOT_STAFF',
        );
      if (await manager.findOne(StaffGrant, { where: { accountId: account.id, power } }))
        throw new ConflictError(`${account.email} already holds the ${power} power.`, 'STAFF_GRANT.EXISTS');
      const grant = await manager.save(
        manager.create(StaffGrant, { accountId: account.id, power, grantedBy: admin.id, grantedAt: new Date() }),
      );
      await this.publish(manager, admin, account, 'staff-grant.create', grant, `Granted ${account.email} the ${power} power`, {
        from: false,
        to: true,
      });
      return staffGrantView(grant);
    });
  }

  /** DELETE: revokes the grant; answers it as it was. */
  async revoke(admin: AuthenticatedUser, id: string): Promise<StaffGrantView> {
    return transaction(this.dataSource, async (manager) => {
      const existing = await manager.findOne(StaffGrant, { where: { id } });
      if (!existing) throw new StaffGrantNotFoundError(id);
      const account = await this.lockedAccount(manager, existing.accountId);
      const grant = await manager.findOne(StaffGrant, { where: { id } });
      if (!grant) throw new StaffGrantNotFoundError(id);
      await manager.delete(StaffGrant, { id });
      await this.publish(manager, admin, account, 'staff-grant.delete', grant, `Revoked the ${grant.power} power of ${account.email}`, {
        from: true,
        to: false,
      });
      return staffGrantView(grant);
    });
  }

  private power(value: unknown, name: string): StaffPower {
    if (typeof value !== 'string' || !(STAFF_POWERS as readonly string[]).includes(value))
      throw new InvalidInputError(`${name} must be one of ${STAFF_POWERS.join(', ')}.`, 'REQUEST.VALIDATION_FAILED');
    return value as StaffPower;
  }

  private async lockedAccount(manager: EntityManager, accountId: string): Promise<Account> {
    const account = await manager.findOne(Account, { where: { id: accountId }, lock: { mode: 'pessimistic_write' } });
    if (!account) throw new AccountNotFoundError(accountId);
    return account;
  }

  /** The account's new set (StaffPowersChanged, next version) and the audit entry, in the caller's transaction. */
  private async publish(
    manager: EntityManager,
    admin: AuthenticatedUser,
    account: Account,
    action: string,
    grant: StaffGrant,
    summary: string,
    change: { from: boolean; to: boolean },
  ): Promise<void> {
    const [rows] = (await manager.query(
      `UPDATE accounts.account SET staff_powers_version = staff_powers_version + 1 WHERE id = $1 RETURNING staff_powers_version AS version`,
      [account.id],
    )) as [Array<{ version: number }>, number];
    const version = rows[0].version;
    const powers = (await manager.find(StaffGrant, { where: { accountId: account.id } })).map((g) => g.power).sort();
    await this.outbox.add(
      manager,
      createEvent(AccountEvents.StaffPowersChanged, {
        aggregateId: account.id,
        actorId: admin.id,
        payload: { accountId: account.id, powers, version },
      }),
    );
    await recordAdminAction(this.outbox, manager, {
      actor: admin,
      action,
      resource: 'users',
      resourceId: account.id,
      summary: `${summary} (${STAFF_POWER_LABELS[grant.power]})`,
      changes: { [`power:${grant.power}`]: change },
    });
  }
}
