import 'reflect-metadata';
import { runServiceProcess } from '@jointly/common/bootstrap';
import { NotificationsModule } from './notifications.module';

void runServiceProcess('notifications', NotificationsModule);
