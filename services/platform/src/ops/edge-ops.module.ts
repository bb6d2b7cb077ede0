import { Module, type DynamicModule } from '@nestjs/common';
import type { ServiceName } from '@jointly/common/config';
import { LocalOps, OPS_SOURCE } from '@jointly/common/ops';
import { AdminOpsController } from './admin-ops.http.controller';
import { RemoteOpsSource } from './remote-ops.source';

/**
 * The edge's ops resources (/api/admin/dead-letters, outboxes, consumers, service-health): from the services in this
 * process (all-in-one) or from each service's /api/ops/<service>/… (proxy).
 */
@Module({})
export class EdgeOpsModule {
  /** All-in-one: the six services run here. */
  static local(): DynamicModule {
    return {
      module: EdgeOpsModule,
      controllers: [AdminOpsController],
      providers: [LocalOps, { provide: OPS_SOURCE, useExisting: LocalOps }],
    };
  }

  /** Proxy: ask each service at its URL. */
  static remote(serviceUrls: Partial<Record<ServiceName, string>>): DynamicModule {
    return {
      module: EdgeOpsModule,
      controllers: [AdminOpsController],
      providers: [{ provide: OPS_SOURCE, useValue: new RemoteOpsSource(serviceUrls) }],
    };
  }
}
