import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AnalyticsRepository } from '../../analytics.repository';
import { type PageViewsByDay, PageViewsByDayQuery } from './page-views-by-day.query';
import { pageViewsChart, windowDays } from './page-views-chart';

@QueryHandler(PageViewsByDayQuery)
export class PageViewsByDayHandler implements IQueryHandler<PageViewsByDayQuery, PageViewsByDay> {
  constructor(private readonly analytics: AnalyticsRepository) {}

  async execute({ days }: PageViewsByDayQuery): Promise<PageViewsByDay> {
    return pageViewsChart(await this.analytics.pageViewsByDay(days), windowDays(new Date(), days));
  }
}
