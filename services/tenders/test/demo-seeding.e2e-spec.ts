import * as path from 'node:path';
import { call } from '@jointly/common/testing';
import { DemoSeeder, SYNTHETIC_SAMPLE_SIZE } from '../src/seed/demo-seeder';
import { OCDS_DIR, countIndependently, ocdsFiles } from './support/ocds-counter';
import { createIsolatedDatabase } from '@jointly/common/testing';
import { startTendersApp } from './support/tenders-test-app';

describe('demo tenders on the first start of the all-in-one mode', () => {
  it('loads DEMO_DATA_PATHS when set, once: a restart with tenders present loads nothing', async () => {
    const database = await createIsolatedDatabase('seed_files');
    const folder = path.join(OCDS_DIR, 'uk/public-contracts-scotland-2019');
    const config = { seedDemoData: true, demoDataPaths: [folder] };
    try {
      let t = await startTendersApp('seed', { databaseUrl: database.url, config });
      const summary = await t.app.get(DemoSeeder).done();
      expect(summary).toMatchObject({ created: countIndependently(ocdsFiles(folder)).tenderOcids.size, rejected: 0 });
      await t.close();
      t = await startTendersApp('seed', { databaseUrl: database.url, config });
      expect(await t.app.get(DemoSeeder).done()).toBeNull();
      const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM tenders.tender');
      expect(n).toBe(summary!.created);
      await t.close();
    } finally {
      await database.drop();
    }
  });

  it('else generates a plausible sample by code: UK public sector, health and social care heavy, some open', async () => {
    const t = await startTendersApp('seed_synthetic', { config: { seedDemoData: true, demoDataPaths: [] } });
    try {
      const summary = await t.app.get(DemoSeeder).done();
      expect(summary).toMatchObject({ created: SYNTHETIC_SAMPLE_SIZE, rejected: 0 });
      const [stats] = await t.db.query(`
        SELECT count(*)::int AS total,
               count(*) FILTER (WHERE '85' = ANY(cpv_divisions))::int AS health,
               count(*) FILTER (WHERE status = 'active' AND closing_date > now())::int AS open,
               count(DISTINCT buyer_name)::int AS buyers,
               count(*) FILTER (WHERE regions && ARRAY['Scotland', 'Wales', 'Northern Ireland'])::int AS devolved
        FROM tenders.tender`);
      expect(stats.total).toBe(SYNTHETIC_SAMPLE_SIZE);
      expect(stats.health / stats.total).toBeGreaterThan(0.5);
      expect(stats.open).toBeGreaterThan(20);
      expect(stats.buyers).toBeGreaterThan(20);
      expect(stats.devolved).toBeGreaterThan(0);
      const search = await call(t.app, 'GET', '/api/tender/search?query=supported%20living');
      expect(search.body.count).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
