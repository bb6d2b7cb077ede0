import type { ServiceDatabaseDefinition } from '@jointly/common/database';
import { ACCOUNTS_DATABASE } from '../../accounts/src/accounts.database';
import { BIDS_DATABASE } from '../../bids/src/bids.database';
import { CONSORTIUMS_DATABASE } from '../../consortiums/src/consortiums.database';
import { ELIGIBILITY_DATABASE } from '../../eligibility/src/eligibility.database';
import { MESSAGES_DATABASE } from '../../messages/src/messages.database';
import { BILLING_DATABASE } from '../../billing/src/billing.database';
import { NOTIFICATIONS_DATABASE } from '../../notifications/src/notifications.database';
import { TENDERS_DATABASE } from '../../tenders/src/tenders.database';

/** Every service's storage definition, for `npm run migrate` and the cross-schema test. */
export const ALL_SERVICE_DATABASES: ServiceDatabaseDefinition[] = [
  ACCOUNTS_DATABASE,
  TENDERS_DATABASE,
  CONSORTIUMS_DATABASE,
  ELIGIBILITY_DATABASE,
  BIDS_DATABASE,
  NOTIFICATIONS_DATABASE,
  MESSAGES_DATABASE,
  BILLING_DATABASE,
];
