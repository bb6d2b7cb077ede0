import type { ServiceDatabaseDefinition } from '@jointly/common/database';
import { CreateBilling1767070000000 } from './migrations/1767070000000-create-billing';

/**
 * The billing schema: plans, subscriptions, billing profiles, invoices (lines, gapless numbers, reminders), Stripe's
 * processed webhook events and checkout sessions, and the company directory kept from accounts' events. Plain SQL,
 * no entity classes.
 */
export const BILLING_DATABASE: ServiceDatabaseDefinition = {
  service: 'billing',
  entities: [],
  migrations: [CreateBilling1767070000000],
};
