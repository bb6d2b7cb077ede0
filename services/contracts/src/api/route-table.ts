/**
 * The one route table of the edge: which service answers `/api/<prefix>`. Longest prefix wins (up to three
 * segments), so `admin/tenders` (the tenders service's admin resource) beats `admin` (accounts: admin login,
 * all-users). The ops resources `admin/dead-letters`, `admin/outboxes`, `admin/consumers` and `admin/service-health`
 * are the edge's own (it merges every service's `ops/<service>/…`), so they are not in this table.
 */
export const API_ROUTE_TABLE: Readonly<Record<string, string>> = {
  account: 'accounts',
  expert: 'accounts',
  staff: 'accounts',
  partner: 'accounts',
  admin: 'accounts',
  'generic-apis': 'accounts',
  newsletter: 'accounts',
  'business-info': 'accounts',
  file: 'accounts',
  'plan-usage/accounts': 'accounts',
  contact: 'accounts',
  team: 'accounts',
  'ops/accounts': 'accounts',
  'admin/audit-log': 'accounts',
  'admin/stats/signups': 'accounts',
  tender: 'tenders',
  tenders: 'tenders',
  events: 'tenders',
  videos: 'tenders',
  announcement: 'tenders',
  'saved-search': 'tenders',
  'plan-usage/tenders': 'tenders',
  'admin/tenders': 'tenders',
  'admin/events': 'tenders',
  'admin/videos': 'tenders',
  'admin/announcements': 'tenders',
  'admin/tender-feeds': 'tenders',
  'ops/tenders': 'tenders',
  consortium: 'consortiums',
  'consortium-bid': 'consortiums',
  'consortium-request': 'consortiums',
  'plan-usage/consortiums': 'consortiums',
  'admin/consortiums': 'consortiums',
  'ops/consortiums': 'consortiums',
  'tender-criteria': 'eligibility',
  'user-criteria': 'eligibility',
  'expert-criteria': 'eligibility',
  'user-eligibility-result': 'eligibility',
  'consortium-eligibility': 'eligibility',
  'admin/user-criteria': 'eligibility',
  'admin/expert-criteria': 'eligibility',
  'ops/eligibility': 'eligibility',
  bids: 'bids',
  workspace: 'bids',
  'plan-usage/bids': 'bids',
  'ops/bids': 'bids',
  notification: 'notifications',
  'admin/mail': 'notifications',
  'admin/stats/mail': 'notifications',
  analytics: 'notifications',
  'admin/stats/page-views': 'notifications',
  'ops/notifications': 'notifications',
  messages: 'messages',
  live: 'messages',
  'admin/messages': 'messages',
  'admin/stats/messages': 'messages',
  'ops/messages': 'messages',
  billing: 'billing',
  'admin/plans': 'billing',
  'admin/subscriptions': 'billing',
  'admin/invoices': 'billing',
  'admin/stats/revenue': 'billing',
  'ops/billing': 'billing',
};

/** The service that answers an API path (`/api/tender/view/1` → tenders), or undefined. */
export function serviceForApiPath(apiPath: string): string | undefined {
  const segments = apiPath
    .replace(/^\/?api\/?/, '')
    .split('?')[0]
    .split('/')
    .filter(Boolean);
  for (let n = Math.min(3, segments.length); n >= 1; n--) {
    const service = API_ROUTE_TABLE[segments.slice(0, n).join('/')];
    if (service) return service;
  }
  return undefined;
}
