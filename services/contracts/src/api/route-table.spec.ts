import { API_ROUTE_TABLE, serviceForApiPath } from './route-table';

describe('serviceForApiPath', () => {
  it.each([
    ['/api/account/login', 'accounts'],
    ['/api/admin/login', 'accounts'],
    ['/api/admin/all-users', 'accounts'],
    ['/api/admin/tenders?range=[0,9]', 'tenders'],
    ['/api/tender/view/42', 'tenders'],
    ['/api/tenders/filter-search', 'tenders'],
    ['/api/consortium-request/search', 'consortiums'],
    ['/api/user-eligibility-result/check-all/1', 'eligibility'],
    ['/api/workspace/search', 'bids'],
    ['/api/notification/unread/7', 'notifications'],
    ['/api/ops/bids/dead-letters', 'bids'],
    ['/api/admin/stats/mail?days=30', 'notifications'],
    ['/api/admin/stats/signups', 'accounts'],
    ['/api/admin/audit-log', 'accounts'],
    ['/api/admin/tender-feeds', 'tenders'],
    ['/api/admin/consortiums/c-1', 'consortiums'],
    ['/api/admin/user-criteria?filter={}', 'eligibility'],
    ['/api/admin/expert-criteria', 'eligibility'],
  ])('%s → %s', (path, service) => {
    expect(serviceForApiPath(path)).toBe(service);
  });

  it('knows no owner for unknown prefixes', () => {
    expect(serviceForApiPath('/api/nothing-here')).toBeUndefined();
  });

  it('covers every prefix the spec calls (§7)', () => {
    const specPrefixes = [
      'account',
      'expert',
      'staff',
      'partner',
      'admin',
      'generic-apis',
      'tender',
      'tenders',
      'notification',
      'consortium',
      'consortium-bid',
      'consortium-request',
      'file',
      'newsletter',
      'business-info',
      'tender-criteria',
      'user-criteria',
      'events',
      'videos',
      'user-eligibility-result',
      'announcement',
      'expert-criteria',
      'bids',
      'workspace',
      'contact',
    ];
    for (const prefix of specPrefixes) expect(API_ROUTE_TABLE[prefix]).toBeDefined();
  });
});
