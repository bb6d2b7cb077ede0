import { HealthRegistry } from './health.registry';

describe('HealthRegistry', () => {
  it('reports every service and is up when every probe is up', async () => {
    const registry = new HealthRegistry();
    registry.registerService('accounts', 'database', async () => ({ status: 'up' }));
    registry.registerService('tenders', 'database', async () => ({ status: 'up' }));
    registry.registerEvents('in-process', async () => ({ status: 'up' }));
    const report = await registry.report('all-in-one', '1.0.0');
    expect(report.status).toBe('up');
    expect(Object.keys(report.services).sort()).toEqual(['accounts', 'tenders']);
    expect(report.database.status).toBe('up');
    expect(report.events).toMatchObject({ transport: 'in-process', status: 'up' });
  });

  it('is down when one probe fails or throws, and says why', async () => {
    const registry = new HealthRegistry();
    registry.registerService('accounts', 'database', async () => {
      throw new Error('connection refused');
    });
    registry.registerService('tenders', 'database', async () => ({ status: 'up' }));
    const report = await registry.report('all-in-one', '1.0.0');
    expect(report.status).toBe('down');
    expect(report.services.accounts.checks.database).toMatchObject({ status: 'down', detail: 'connection refused' });
    expect(report.services.tenders.status).toBe('up');
  });
});
