import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BusinessInfoRepository, type BusinessInfoView } from '../business-info.repository';

export class GetLatestBusinessInfoQuery {
  constructor(readonly companyId: string | null) {}
}

/** The latest business facts recorded for the company (null without a company or a recording). */
@QueryHandler(GetLatestBusinessInfoQuery)
export class GetLatestBusinessInfoHandler implements IQueryHandler<GetLatestBusinessInfoQuery, { businessInfo: BusinessInfoView | null }> {
  constructor(private readonly businessInfo: BusinessInfoRepository) {}

  async execute({ companyId }: GetLatestBusinessInfoQuery): Promise<{ businessInfo: BusinessInfoView | null }> {
    if (!companyId) return { businessInfo: null };
    return { businessInfo: await this.businessInfo.latestOf(companyId) };
  }
}
