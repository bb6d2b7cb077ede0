import 'reflect-metadata';
import { runServiceProcess } from '@jointly/common/bootstrap';
import { EligibilityModule } from './eligibility.module';

void runServiceProcess('eligibility', EligibilityModule);
