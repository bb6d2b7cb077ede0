import 'reflect-metadata';
import { runServiceProcess } from '@jointly/common/bootstrap';
import { TendersModule } from './tenders.module';

void runServiceProcess('tenders', TendersModule);
