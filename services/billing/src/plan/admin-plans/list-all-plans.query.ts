import { Query } from '@nestjs/cqrs';
import type { PlanView } from '@jointly/contracts';

/** Every plan, retired ones included, in display order, for the console (admins). */
export class ListAllPlansQuery extends Query<PlanView[]> {}
