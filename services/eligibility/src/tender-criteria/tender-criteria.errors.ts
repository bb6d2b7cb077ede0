import { NotFoundError } from '@jointly/common/errors';

export class TenderNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Tender ${id} was not found.`, 'TENDER_CRITERIA.TENDER_NOT_FOUND');
  }
}

export class TenderCriteriaNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(
      `Tender criteria ${id} were not found (pass the id of tender criteria, or a tender id for its derived criteria).`,
      'TENDER_CRITERIA.NOT_FOUND',
    );
  }
}
