import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@jointly/common/service';
import { TENDERS_DATABASE } from './tenders.database';

/**
 * The tenders service: What users come for.
 * Composition only; the same module runs in its own process and inside the all-in-one edge.
 */
@Module({
  imports: [ServiceCoreModule.forService(TENDERS_DATABASE)],
})
export class TendersModule {}
