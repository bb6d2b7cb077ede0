import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { parseFilter, parseRange, parseSort, type RaListParams } from '@jointly/common/http';
import { ContentRepository, type ContentResourceSpec, type ContentView } from '../content.repository';

export class ListContentQuery {
  constructor(
    readonly spec: ContentResourceSpec,
    readonly params: RaListParams,
  ) {}
}

export interface ContentList {
  items: ContentView[];
  total: number;
  offset: number;
}

/** A console list of one content resource: range, sort and filter (id, q, from, to and the resource's own) checked, 400 naming a bad one. */
@QueryHandler(ListContentQuery)
export class ListContentHandler implements IQueryHandler<ListContentQuery, ContentList> {
  constructor(private readonly content: ContentRepository) {}

  async execute({ spec, params }: ListContentQuery): Promise<ContentList> {
    const { offset, limit } = parseRange(params.range, { limit: 25, maxLimit: 500 });
    const sort = parseSort(params.sort, Object.keys(spec.sort), spec.defaultSort);
    const filter = parseFilter(params.filter, ['id', 'q', 'from', 'to', ...Object.keys(spec.filters ?? {})]);
    const { items, total } = await this.content.list(spec, { filter, sort, offset, limit });
    return { items, total, offset };
  }
}
