import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TenderDetail } from '@jointly/contracts';
import { TenderNotFoundError } from '../tender.errors';
import { TenderRepository } from '../tender.repository';
import { tenderDetailView } from '../tender.view';
import { GetTenderQuery } from './get-tender.query';

@QueryHandler(GetTenderQuery)
export class GetTenderHandler implements IQueryHandler<GetTenderQuery> {
  constructor(private readonly tenders: TenderRepository) {}

  async execute({ idOrOcid }: GetTenderQuery): Promise<TenderDetail> {
    const row = await this.tenders.findByIdOrOcid(idOrOcid);
    if (!row) throw new TenderNotFoundError(idOrOcid);
    return tenderDetailView(row, await this.tenders.documentsOf(row.id));
  }
}
