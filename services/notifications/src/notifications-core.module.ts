import { ServiceCoreModule } from '@jointly/common/service';
import { NOTIFICATIONS_DATABASE } from './notifications.database';

/**
 * The service's DataSource, events (outbox, relay, consumers) and health, as ONE module object. Nest 11 identifies
 * dynamic modules by reference, so every module of the service imports this constant rather than calling
 * `ServiceCoreModule.forService()` again (a second call would build a second DataSource and consumer group).
 */
export const NOTIFICATIONS_CORE = ServiceCoreModule.forService(NOTIFICATIONS_DATABASE);
