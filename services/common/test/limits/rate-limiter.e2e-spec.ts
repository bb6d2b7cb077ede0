import { attemptCounterTableSql, RateLimiter, type RateLimit } from '@jointly/common/limits';
import { TooManyRequestsError } from '@jointly/common/errors';
import type { DataSource } from 'typeorm';
import { dropTestSchema, openTestDataSource, sqlMigration, uniqueSchema } from '../events/support/test-database';

const schema = uniqueSchema('limits');
let ds: DataSource;
let limiter: RateLimiter;
const PER_ADDRESS: RateLimit = { what: 'tries from your network', limit: 3, windowSeconds: 60 };
const PER_PAIR: RateLimit = { what: 'tries for this name', limit: 2, windowSeconds: 60 };

beforeAll(async () => {
  ds = await openTestDataSource(schema, [
    sqlMigration(schema, 'CreateLimits1900000000000', [
      attemptCounterTableSql(schema),
      'CREATE TABLE $schema.person (name text PRIMARY KEY, age int NOT NULL)',
      "INSERT INTO $schema.person VALUES ('ada', 36)",
    ]),
  ]);
  limiter = new RateLimiter(ds, schema);
});

afterAll(async () => {
  await dropTestSchema(ds, schema);
});

const readPerson = (name: string) => (first: number) => ({
  sql: `SELECT name, age FROM "${schema}".person WHERE name = $${first}`,
  params: [name],
});
const hits = (address: string, name: string) => [
  { scope: 'address', key: address, rule: PER_ADDRESS },
  { scope: 'pair', key: `${name}|${address}`, rule: PER_PAIR },
];

describe('RateLimiter.hitEachAndRead', () => {
  it('counts every key and returns the read row in one statement', async () => {
    const first = await limiter.hitEachAndRead(hits('10.0.0.1', 'ada'), readPerson('ada'));
    expect(first).toEqual({ counts: [1, 1], row: { name: 'ada', age: 36 } });
    const second = await limiter.hitEachAndRead(hits('10.0.0.1', 'ada'), readPerson('ada'));
    expect(second.counts).toEqual([2, 2]);
  });

  it('returns a null row when the read finds nothing, still counting', async () => {
    const result = await limiter.hitEachAndRead(hits('10.0.0.2', 'nobody'), readPerson('nobody'));
    expect(result).toEqual({ counts: [1, 1], row: null });
  });

  it('throws the 429 of the first key over its limit, having counted every key', async () => {
    await limiter.hitEachAndRead(hits('10.0.0.3', 'ada'), readPerson('ada'));
    await limiter.hitEachAndRead(hits('10.0.0.3', 'ada'), readPerson('ada'));
    const third = limiter.hitEachAndRead(hits('10.0.0.3', 'ada'), readPerson('ada'));
    await expect(third).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(third).rejects.toThrow(/Too many tries for this name/);
    const rows = (await ds.query(`SELECT key, count FROM "${schema}".attempt_counter WHERE key LIKE '%10.0.0.3' ORDER BY key`)) as Array<{
      key: string;
      count: number;
    }>;
    expect(rows).toEqual([
      { key: 'address:10.0.0.3', count: 3 },
      { key: 'pair:ada|10.0.0.3', count: 3 },
    ]);
  });

  it('refuses the same key twice in one call', async () => {
    await expect(
      limiter.hitEachAndRead(
        [
          { scope: 'address', key: '10.0.0.4', rule: PER_ADDRESS },
          { scope: 'address', key: '10.0.0.4', rule: PER_ADDRESS },
        ],
        readPerson('ada'),
      ),
    ).rejects.toThrow(/each key at most once/);
  });
});
