// The campaign's bulk seed of provider companies, for the criteria-change load: one tender's criteria change re-rates
// every provider against that tender and publishes one EligibilityCalculated per provider whose rating crosses into
// the 80+ bands, so the events per request grow with the providers that have facts. Signing up thousands of providers
// through the API (argon2 hashing, a code by e-mail each) would take minutes on this machine, so they are written the
// way the services write them, in the tables the services own and with the events they publish, through the
// product's own outbox writer (`buildOutboxBulkInsert`, which NOTIFYs the relay), one transaction per service and
// chunk, exactly as the handlers would:
//   accounts (RegisterAccountHandler then VerifyEmailHandler): the account (verified; the password hash of a real
//     sign-up, so each can sign in), its company (partner row), AccountRegistered and EmailVerified;
//   eligibility (SaveUserCriteriaHandler): the provider's criteria (user_criteria) and UserCriteriaChanged.
// Everything downstream then happens through the real pipeline: the relays publish, every consumer applies them
// (recipients, account companies, ratings, welcome mails…), and the end-of-run checks count them like any others.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib.mjs';

const require = createRequire(import.meta.url);
const dist = (file) => require(path.join(ROOT, 'dist/services', file));

/**
 * The facts every seeded provider has (the hot tenders' criteria are written against them). Their category (CPV
 * 37400000, sports goods) is one no demo tender has: rating a seeded provider against every open tender (its
 * UserCriteriaChanged) finds no candidate, so the seed costs little and announces nothing; only the hot tenders'
 * criteria, which ask for it, rate them.
 */
export const SEED_FACTS = { serviceCategories: ['37400000'], regions: ['UKI'], staffCount: 40, yearsTrading: 8 };

/**
 * Writes `count` providers with facts in chunks of `chunk`; answers [{ accountId, companyId, email }].
 * `passwordHash`: the stored hash of a real sign-up's password (the seeded accounts share it).
 */
export async function seedProviders(db, { count, runId, passwordHash, chunk = 500 }) {
  const { createEvent } = dist('common/src/events/envelope/create-event.js');
  const { buildOutboxBulkInsert } = dist('common/src/events/outbox/outbox-insert.js');
  const { outboxChannel } = dist('common/src/events/schema/sql-names.js');
  const { AccountEvents, EligibilityEvents } = dist('contracts/src/index.js');
  const seeded = [];
  for (let start = 0; start < count; start += chunk) {
    const batch = [];
    for (let n = start; n < Math.min(count, start + chunk); n++) {
      batch.push({
        accountId: randomUUID(),
        companyId: randomUUID(),
        criteriaId: randomUUID(),
        email: `chaos-${runId}-seed-${n}@chaos.jointly.test`,
        name: `Seeded Provider ${n}`,
        company: `Seeded Supplies ${runId} ${n}`,
      });
    }
    const rows = JSON.stringify(batch);
    await inTransaction(db, async (client) => {
      // The account first, then its company, then the account's company (the handler's order).
      await client.query(
        `INSERT INTO accounts.account (id, email, password_hash, account_type, name, profile, email_verified_at, last_login_at)
         SELECT b."accountId", b.email, $2, 'provider', b.name, '{}'::jsonb, now(), now()
           FROM jsonb_to_recordset($1::jsonb) AS b("accountId" uuid, email text, name text)`,
        [rows, passwordHash],
      );
      await client.query(
        `INSERT INTO accounts.partner (id, company_name, email, owner_account_id)
         SELECT b."companyId", b.company, b.email, b."accountId"
           FROM jsonb_to_recordset($1::jsonb) AS b("companyId" uuid, company text, email text, "accountId" uuid)`,
        [rows],
      );
      await client.query(
        `UPDATE accounts.account a SET company_id = b."companyId"
           FROM jsonb_to_recordset($1::jsonb) AS b("companyId" uuid, "accountId" uuid) WHERE a.id = b."accountId"`,
        [rows],
      );
      const events = batch.flatMap((p) => [
        createEvent(AccountEvents.AccountRegistered, {
          aggregateId: p.accountId,
          actorId: p.accountId,
          payload: {
            accountId: p.accountId,
            email: p.email,
            accountType: 'provider',
            companyName: p.company,
            name: p.name,
            companyId: p.companyId,
          },
        }),
        createEvent(AccountEvents.EmailVerified, {
          aggregateId: p.accountId,
          actorId: p.accountId,
          payload: { accountId: p.accountId, email: p.email, accountType: 'provider' },
        }),
      ]);
      const insert = buildOutboxBulkInsert('accounts', events, outboxChannel('accounts'));
      await client.query(insert.sql, insert.params);
    });
    await inTransaction(db, async (client) => {
      await client.query(
        `INSERT INTO eligibility.user_criteria
           (id, account_id, company_id, service_categories, regions, annual_turnover, years_trading, staff_count, certifications, insurance_level, created_at, updated_at)
         SELECT b."criteriaId", b."accountId", b."companyId", $2::text[], $3::text[], NULL, $4, $5, '{}', NULL, now(), now()
           FROM jsonb_to_recordset($1::jsonb) AS b("criteriaId" uuid, "accountId" uuid, "companyId" uuid)`,
        [rows, SEED_FACTS.serviceCategories, SEED_FACTS.regions, SEED_FACTS.yearsTrading, SEED_FACTS.staffCount],
      );
      const events = batch.map((p) =>
        createEvent(EligibilityEvents.UserCriteriaChanged, {
          aggregateId: p.criteriaId,
          actorId: p.accountId,
          payload: { criteriaId: p.criteriaId, accountId: p.accountId },
        }),
      );
      const insert = buildOutboxBulkInsert('eligibility', events, outboxChannel('eligibility'));
      await client.query(insert.sql, insert.params);
    });
    seeded.push(...batch.map(({ accountId, companyId, email }) => ({ accountId, companyId, email })));
  }
  return seeded;
}

async function inTransaction(db, work) {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await work(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The hot tenders' two criteria sets, flipped by the load: every seeded provider meets `HIGH` fully (100: its
 * rating crosses into the 80+ bands, one EligibilityCalculated each, then a notification, a live event and,
 * up to five a day per address, an e-mail) and none meets `LOW`'s mandatory certification (capped below the 60
 * floor: the rating row goes, so the next `HIGH` crosses again).
 */
export const HOT_CRITERIA = {
  high: [
    { type: 'serviceCategory', cpvCodes: SEED_FACTS.serviceCategories, weight: 2, mandatory: true },
    { type: 'staffCount', minimum: 10, weight: 1, mandatory: false },
  ],
  low: [
    { type: 'serviceCategory', cpvCodes: SEED_FACTS.serviceCategories, weight: 1, mandatory: true },
    { type: 'certification', name: 'Chaos Campaign Accreditation', weight: 1, mandatory: true },
  ],
};
