import { ServiceCoreModule } from '@jointly/common/service';
import { ELIGIBILITY_DATABASE } from './eligibility.database';

/**
 * The service's DataSource, events (outbox, relay, consumers) and health as ONE module object: every module of the
 * service imports this constant (a second `forService()` call would build a second DataSource).
 */
export const ELIGIBILITY_CORE = ServiceCoreModule.forService(ELIGIBILITY_DATABASE);
