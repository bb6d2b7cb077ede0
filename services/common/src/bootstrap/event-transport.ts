import { DynamicModule, Module } from '@nestjs/common';

/** Placeholder until the events area lands: the process-wide event transport module. */
@Module({})
class NoEventTransportModule {}

export function eventTransportModule(): DynamicModule {
  return { module: NoEventTransportModule };
}
