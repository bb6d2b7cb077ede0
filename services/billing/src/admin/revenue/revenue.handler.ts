import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { RevenueQuery, type RevenueMonth } from './revenue.query';
import { RevenueReader } from './revenue.reader';

@QueryHandler(RevenueQuery)
export class RevenueHandler implements IQueryHandler<RevenueQuery> {
  constructor(private readonly reader: RevenueReader) {}

  execute({ months }: RevenueQuery): Promise<RevenueMonth[]> {
    return this.reader.months(months);
  }
}
