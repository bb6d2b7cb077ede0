import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@jointly/common/service';
import { CONSORTIUMS_DATABASE } from './consortiums.database';

/**
 * The consortiums service: Companies bidding together.
 * Composition only; the same module runs in its own process and inside the all-in-one edge.
 */
@Module({
  imports: [ServiceCoreModule.forService(CONSORTIUMS_DATABASE)],
})
export class ConsortiumsModule {}
