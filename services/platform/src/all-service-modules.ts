import type { DynamicModule, Type } from '@nestjs/common';
import type { ServiceName } from '@jointly/common/config';
import { AccountsModule } from '../../accounts/src/accounts.module';
import { BidsModule } from '../../bids/src/bids.module';
import { BillingModule } from '../../billing/src/billing.module';
import { ConsortiumsModule } from '../../consortiums/src/consortiums.module';
import { EligibilityModule } from '../../eligibility/src/eligibility.module';
import { MessagesModule } from '../../messages/src/messages.module';
import { NotificationsModule } from '../../notifications/src/notifications.module';
import { TendersModule } from '../../tenders/src/tenders.module';
import { EdgeOpsModule } from './ops/edge-ops.module';

/** The domain modules the all-in-one edge hosts in one process. The edge is the only composition root that imports services. */
export const ALL_SERVICE_MODULES: Record<ServiceName, Type> = {
  accounts: AccountsModule,
  tenders: TendersModule,
  consortiums: ConsortiumsModule,
  eligibility: EligibilityModule,
  bids: BidsModule,
  notifications: NotificationsModule,
  messages: MessagesModule,
  billing: BillingModule,
};

/** What the all-in-one edge hosts: the domain modules plus its ops resources over them (/api/admin/dead-letters…). */
export function allInOneModules(): Array<Type | DynamicModule> {
  return [...Object.values(ALL_SERVICE_MODULES), EdgeOpsModule.local()];
}
