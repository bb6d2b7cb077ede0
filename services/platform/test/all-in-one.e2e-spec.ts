import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SERVICE_NAMES } from '@jointly/common/config';
import { QueryAudit } from '@jointly/common/database';
import { call, createTestApp } from '@jointly/common/testing';
import { ALL_SERVICE_MODULES } from '../src/all-service-modules';

/** Schema names that appear as qualifiers in a statement ("schema"."table" or schema.table). */
function referencedSchemas(sql: string): string[] {
  const found = new Set<string>();
  for (const service of SERVICE_NAMES) {
    if (new RegExp(`(^|[^\\w.])"?${service}"?\\s*\\.\\s*"?[a-z_]`, 'i').test(sql)) found.add(service);
    if (
      new RegExp(`schema(name)?\\s*=\\s*'${service}'`, 'i').test(sql) ||
      new RegExp(`SCHEMA\\s+(IF\\s+NOT\\s+EXISTS\\s+)?"${service}"`, 'i').test(sql)
    )
      found.add(service);
  }
  return [...found];
}

describe('all-in-one: the six modules in one process', () => {
  let app: NestFastifyApplication;
  let audit: Map<string, string[]>;

  beforeAll(async () => {
    QueryAudit.start();
    app = await createTestApp({ modules: Object.values(ALL_SERVICE_MODULES) });
    await call(app, 'GET', '/api/health');
    audit = QueryAudit.stop();
  });
  afterAll(() => app.close());

  it('reports every module and the database up on /api/health', async () => {
    const res = await call(app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.services).sort()).toEqual([...SERVICE_NAMES].sort());
    for (const service of SERVICE_NAMES)
      expect(res.body.services[service]).toMatchObject({ status: 'up', checks: { database: { status: 'up' } } });
    expect(res.body.database.status).toBe('up');
  });

  it('gives each service its own schema and migrations table', async () => {
    for (const service of SERVICE_NAMES) {
      const dataSource = app.get<DataSource>(getDataSourceToken(service));
      expect(dataSource.options).toMatchObject({ schema: service, synchronize: false });
      const [{ exists }] = await dataSource.query(
        `SELECT EXISTS (SELECT 1 FROM information_schema.tables WHERE table_schema = $1 AND table_name = 'schema_migration') AS exists`,
        [service],
      );
      expect(exists).toBe(true);
    }
  });

  it('never lets a service query another service schema', () => {
    expect([...audit.keys()].sort()).toEqual([...SERVICE_NAMES].sort());
    const offences: string[] = [];
    for (const [service, statements] of audit) {
      for (const sql of statements) {
        for (const schema of referencedSchemas(sql)) if (schema !== service) offences.push(`${service} → ${schema}: ${sql.slice(0, 160)}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('the audit itself catches a cross-schema statement', () => {
    expect(referencedSchemas('SELECT * FROM "tenders"."tender" t')).toEqual(['tenders']);
    expect(referencedSchemas('select 1 from accounts.account')).toEqual(['accounts']);
    expect(referencedSchemas('SELECT 1')).toEqual([]);
  });
});
