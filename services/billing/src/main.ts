import 'reflect-metadata';
import { runServiceProcess } from '@jointly/common/bootstrap';
import { BillingModule } from './billing.module';

void runServiceProcess('billing', BillingModule);
