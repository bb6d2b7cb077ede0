import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@jointly/common/service';
import { BIDS_DATABASE } from './bids.database';

/**
 * The bids service: Writing bids.
 * Composition only; the same module runs in its own process and inside the all-in-one edge.
 */
@Module({
  imports: [ServiceCoreModule.forService(BIDS_DATABASE)],
})
export class BidsModule {}
