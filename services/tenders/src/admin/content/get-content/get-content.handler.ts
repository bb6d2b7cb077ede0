import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ContentRepository, type ContentResourceSpec, type ContentView } from '../content.repository';

export class GetContentQuery {
  constructor(
    readonly spec: ContentResourceSpec,
    readonly id: string,
  ) {}
}

/** One content record for the console; 404 for an unknown id. */
@QueryHandler(GetContentQuery)
export class GetContentHandler implements IQueryHandler<GetContentQuery, ContentView> {
  constructor(private readonly content: ContentRepository) {}

  execute({ spec, id }: GetContentQuery): Promise<ContentView> {
    return this.content.get(spec, id);
  }
}
