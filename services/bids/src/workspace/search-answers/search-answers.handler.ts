import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LibraryAnswerView } from '@jointly/contracts';
import { LibraryRepository } from '../teamwork/library.repository';
import { NoCompanyError } from '../teamwork/teamwork.errors';
import { SearchAnswersQuery } from './search-answers.query';

@QueryHandler(SearchAnswersQuery)
export class SearchAnswersHandler implements IQueryHandler<SearchAnswersQuery> {
  constructor(private readonly library: LibraryRepository) {}

  execute({ caller, search }: SearchAnswersQuery): Promise<{ answers: LibraryAnswerView[]; count: number }> {
    if (!caller.companyId) throw new NoCompanyError();
    return this.library.search(caller.companyId, search);
  }
}
