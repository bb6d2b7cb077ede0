import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { AccountEvents, type EventEnvelope, type StaffPower } from '@jointly/contracts';
import { createEvent } from '../events';
import { mintedToken, ownedBy, type MatrixContext, type MintedTokensFixture } from './authorization-matrix';
import { eventually } from './eventually';
import { aTestUser } from './service-test-app';

/** Publishes accounts' events into the service under test (the stand-in accounts service's publisher). */
interface AccountsEvents {
  publish(...events: EventEnvelope[]): Promise<void>;
}

/**
 * The matrix's `staffWithGrant`, in a service that learns grants from accounts: an admin granted the staff account
 * `powers` (StaffPowersChanged, first version); resolves once the service's `staff_power` read model holds it.
 */
export async function grantStaffPowers(accounts: AccountsEvents, db: DataSource, schema: string, accountId: string, powers: StaffPower[]) {
  await accounts.publish(
    createEvent(AccountEvents.StaffPowersChanged, { aggregateId: accountId, payload: { accountId, powers, version: 1 } }),
  );
  await eventually(`staff powers of ${accountId} reaching ${schema}`, async () => {
    const rows = (await db.query(`SELECT 1 FROM "${schema}".staff_power WHERE account_id = $1`, [accountId])) as unknown[];
    return rows.length === 1;
  });
}

/**
 * The matrix's `removedMember`, in a service that learns memberships from accounts: the member was removed from
 * `companyId` (MembershipChanged); resolves once the service's `account_membership` read model holds it. Mint the
 * member's token BEFORE calling this: a token issued after the change rightly carries the new membership.
 */
export async function removeFromCompany(accounts: AccountsEvents, db: DataSource, schema: string, accountId: string, companyId: string) {
  await accounts.publish(
    createEvent(AccountEvents.MembershipChanged, {
      aggregateId: accountId,
      payload: { accountId, companyId: null, previousCompanyId: companyId, reason: 'removed' },
    }),
  );
  await eventually(`the removal of ${accountId} reaching ${schema}`, async () => {
    const rows = (await db.query(`SELECT 1 FROM "${schema}".account_membership WHERE account_id = $1 AND company_id IS NULL`, [
      accountId,
    ])) as unknown[];
    return rows.length === 1;
  });
}

/** A user of a matrix whose tokens are minted when asked for (`aTestUser`). */
export type MatrixUser = ReturnType<typeof aTestUser>;

/**
 * The signed-in users of a matrix whose tokens are minted when asked for (`mintedToken`), in a service that learns
 * grants and memberships from accounts: the owner `provider` (a provider with a company), a provider of another
 * company, an expert (a fresh one unless given), staff, staff granted `powers` (the matrix's `staffWithGrant`), an
 * admin, and the matrix's `removedMember`: a provider of the owner's company whose token is minted first, then removed
 * from it. Resolves once the service's read models hold the removal and the grant.
 */
export async function matrixUsers(
  service: { accounts: AccountsEvents; db: DataSource; token(user: MatrixUser): string },
  schema: string,
  { provider, expert = aTestUser('expert'), powers }: { provider: MatrixUser; expert?: MatrixUser; powers: StaffPower[] },
): Promise<MintedTokensFixture<MatrixUser>> {
  if (!provider.companyId) throw new Error('the matrix owner is a provider with a company (the removed member leaves it)');
  const removedMember = aTestUser('provider', provider.companyId);
  const staffWithGrant = aTestUser('staff');
  const tokens = { removedMember: service.token(removedMember) };
  await removeFromCompany(service.accounts, service.db, schema, removedMember.id, provider.companyId);
  await grantStaffPowers(service.accounts, service.db, schema, staffWithGrant.id, powers);
  return {
    tokens,
    users: {
      provider,
      otherCompany: aTestUser('provider', randomUUID()),
      expert,
      staff: aTestUser('staff'),
      staffWithGrant,
      admin: aTestUser('admin'),
    },
  };
}

/**
 * The context of a matrix whose users come from {@link matrixUsers}: the service's app and routes (`ownedBy(schema)`),
 * each role's token minted when asked for (`mintedToken`), and the app closed at the end.
 */
export function matrixUsersContext<U, F extends MintedTokensFixture<U>>(
  service: { app: NestFastifyApplication; token(user: U): string; close(): Promise<void> },
  schema: string,
  fixture: () => Promise<F>,
): MatrixContext<F> & { close(): Promise<void> } {
  return { app: service.app, fixture, token: mintedToken(service.token), owns: ownedBy(schema), close: () => service.close() };
}
