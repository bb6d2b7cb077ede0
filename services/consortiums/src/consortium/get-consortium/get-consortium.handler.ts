import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ConsortiumView } from '@jointly/contracts';
import { assertCanRead } from '../consortium-rules';
import { ConsortiumReader } from '../consortium.reader';
import { GetConsortiumQuery } from './get-consortium.query';

@QueryHandler(GetConsortiumQuery)
export class GetConsortiumHandler implements IQueryHandler<GetConsortiumQuery> {
  constructor(private readonly reader: ConsortiumReader) {}

  async execute({ caller, consortiumId }: GetConsortiumQuery): Promise<ConsortiumView> {
    const view = await this.reader.view(consortiumId);
    assertCanRead(caller, view.members);
    return view;
  }
}
