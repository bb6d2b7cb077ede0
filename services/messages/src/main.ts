import 'reflect-metadata';
import { runServiceProcess } from '@jointly/common/bootstrap';
import { MessagesModule } from './messages.module';

void runServiceProcess('messages', MessagesModule);
