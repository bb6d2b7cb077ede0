import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@jointly/common/service';
import { ELIGIBILITY_DATABASE } from './eligibility.database';

/**
 * The eligibility service: How well a provider fits a tender.
 * Composition only; the same module runs in its own process and inside the all-in-one edge.
 */
@Module({
  imports: [ServiceCoreModule.forService(ELIGIBILITY_DATABASE)],
})
export class EligibilityModule {}
