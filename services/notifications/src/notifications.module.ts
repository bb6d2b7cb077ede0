import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@jointly/common/service';
import { NOTIFICATIONS_DATABASE } from './notifications.database';

/**
 * The notifications service: What people must be told.
 * Composition only; the same module runs in its own process and inside the all-in-one edge.
 */
@Module({
  imports: [ServiceCoreModule.forService(NOTIFICATIONS_DATABASE)],
})
export class NotificationsModule {}
