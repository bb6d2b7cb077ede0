import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InvalidInputError } from '@jointly/common/errors';
import { filterText, listInMemory } from '@jointly/common/ops';
import { TenderFeedStatusReader, type TenderFeedStatus } from '../tender-feed-status.reader';
import { ListTenderFeedsQuery } from './list-tender-feeds.query';

@QueryHandler(ListTenderFeedsQuery)
export class ListTenderFeedsHandler implements IQueryHandler<ListTenderFeedsQuery> {
  constructor(private readonly feeds: TenderFeedStatusReader) {}

  async execute({ params }: ListTenderFeedsQuery): Promise<{ items: TenderFeedStatus[]; total: number; offset: number }> {
    return listInMemory(await this.feeds.list(), params, {
      sortFields: ['source', 'lastRunAt', 'lastSuccessAt', 'nextRunAt', 'kind'],
      defaultSort: { field: 'source', order: 'ASC' },
      filters: {
        kind: (value) => {
          const kind = filterText('kind', value, ['feed', 'import', 'demo']);
          return (feed) => feed.kind === kind;
        },
        running: (value) => {
          if (value !== true && value !== false && value !== 'true' && value !== 'false')
            throw new InvalidInputError('filter running must be true or false.', 'REQUEST.INVALID_LIST_QUERY');
          const running = value === true || value === 'true';
          return (feed) => feed.running === running;
        },
      },
    });
  }
}
