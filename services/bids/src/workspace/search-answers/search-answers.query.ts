import { Query } from '@nestjs/cqrs';
import type { LibraryAnswerView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** A full-text search of the caller's company's answer library (403 without a company). */
export class SearchAnswersQuery extends Query<{ answers: LibraryAnswerView[]; count: number }> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly search: { q: string | null; tag: string | null; page: number; limit: number },
  ) {
    super();
  }
}
