import 'reflect-metadata';
import { runServiceProcess } from '@jointly/common/bootstrap';
import { ConsortiumsModule } from './consortiums.module';

void runServiceProcess('consortiums', ConsortiumsModule);
