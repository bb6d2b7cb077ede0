import 'reflect-metadata';
import { runServiceProcess } from '@jointly/common/bootstrap';
import { BidsModule } from './bids.module';

void runServiceProcess('bids', BidsModule);
