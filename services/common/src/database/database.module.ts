import { DynamicModule, Logger, Module } from '@nestjs/common';
import { TypeOrmModule, getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig, ServiceName } from '../config';
import { processMetrics } from '../metrics/process-metrics';
import { ServiceDatabaseDefinition, migrateServiceSchema, serviceDataSourceOptions } from './service-data-source';

/** Injection token of a service's DataSource: `@Inject(dataSourceToken('tenders'))` or `@InjectDataSource('tenders')`. */
export const dataSourceToken = (service: ServiceName) => getDataSourceToken(service);

/**
 * One TypeORM DataSource per service, named after it, living in its own schema; migrations run at start.
 * In the all-in-one process the six services each bring their own, side by side.
 */
@Module({})
export class DatabaseModule {
  static forService(definition: ServiceDatabaseDefinition): DynamicModule {
    const logger = new Logger(`database:${definition.service}`);
    const typeorm = TypeOrmModule.forRootAsync({
      name: definition.service,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => serviceDataSourceOptions(config, definition, (m) => logger.warn(m)),
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        const applied = await migrateServiceSchema(dataSource, definition.service);
        if (applied.length) logger.log(`applied migrations: ${applied.join(', ')}`);
        processMetrics().trackDataSource(definition.service, dataSource);
        return dataSource;
      },
    });
    return {
      module: DatabaseModule,
      imports: [typeorm, TypeOrmModule.forFeature(definition.entities, definition.service)],
      exports: [TypeOrmModule],
    };
  }
}
