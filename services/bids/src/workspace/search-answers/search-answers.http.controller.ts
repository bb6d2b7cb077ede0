import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LibraryAnswerView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { SearchAnswersQuery } from './search-answers.query';
import { SearchAnswersRequestDto } from './search-answers.request.dto';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class SearchAnswersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('library/answers')
  @ApiOperation({ summary: "Search the caller's company's answer library (full text); 403 without a company" })
  search(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: SearchAnswersRequestDto,
  ): Promise<{ answers: LibraryAnswerView[]; count: number }> {
    return this.queries.execute(
      new SearchAnswersQuery(user, { q: query.q ?? null, tag: query.tag ?? null, page: query.page ?? 1, limit: query.limit ?? 20 }),
    );
  }
}
