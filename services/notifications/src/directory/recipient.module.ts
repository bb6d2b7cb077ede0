import { Module } from '@nestjs/common';
import { NOTIFICATIONS_CORE } from '../notifications-core.module';
import { RecipientRepository } from './recipient.repository';

/** The recipients read model (who can be addressed, by account and by company). */
@Module({
  imports: [NOTIFICATIONS_CORE],
  providers: [RecipientRepository],
  exports: [RecipientRepository],
})
export class RecipientModule {}
