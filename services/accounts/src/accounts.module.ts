import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@jointly/common/service';
import { ACCOUNTS_DATABASE } from './accounts.database';

/**
 * The accounts service: Who people are and how they sign in.
 * Composition only; the same module runs in its own process and inside the all-in-one edge.
 */
@Module({
  imports: [ServiceCoreModule.forService(ACCOUNTS_DATABASE)],
})
export class AccountsModule {}
