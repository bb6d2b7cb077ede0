import 'reflect-metadata';
import { runServiceProcess } from '@jointly/common/bootstrap';
import { AccountsModule } from './accounts.module';

void runServiceProcess('accounts', AccountsModule);
