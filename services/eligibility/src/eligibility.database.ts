import type { ServiceDatabaseDefinition } from '@jointly/common/database';
import { ExpertCriteria } from './expert-criteria/expert-criteria.entity';
import { CreateCriteria1764800000000 } from './migrations/1764800000000-create-criteria';
import { UserCriteria } from './user-criteria/user-criteria.entity';

/**
 * The eligibility schema: user criteria and expert criteria (the outbox, inbox and dead-letter tables come from
 * common). Tender criteria and eligibility results come with scoring.
 */
export const ELIGIBILITY_DATABASE: ServiceDatabaseDefinition = {
  service: 'eligibility',
  entities: [UserCriteria, ExpertCriteria],
  migrations: [CreateCriteria1764800000000],
};

/** Name of the service's DataSource (and schema). */
export const ELIGIBILITY = ELIGIBILITY_DATABASE.service;
