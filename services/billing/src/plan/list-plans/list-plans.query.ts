import { Query } from '@nestjs/cqrs';
import type { PlanView } from '@jointly/contracts';

/** The plans companies can be on (active ones), with their prices and limits. */
export class ListPlansQuery extends Query<PlanView[]> {}
