import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OptionalAuth } from '@jointly/common/auth';
import { InvalidInputError } from '@jointly/common/errors';
import { FETCH_MULTIPLE_BODY_SCHEMA, MAX_FETCH_IDS, TENDER_ID_PATTERN, idsFrom, idsFromBody } from './fetch-multiple-ids';
import { FetchMultipleTendersQuery } from './fetch-multiple-tenders.query';

@ApiTags('tenders')
@Controller('tender')
export class FetchMultipleTendersController {
  constructor(private readonly queries: QueryBus) {}

  @Post('fetch-multiple')
  @OptionalAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Several tenders by id (ids as id[0..n] in a form or JSON body, or the query); unknown ids are simply absent' })
  @ApiBody({ schema: FETCH_MULTIPLE_BODY_SCHEMA })
  fetchMultiple(@Body() body: unknown, @Query() query: Record<string, unknown>) {
    // Counted as sent (a repeated id counts), as the document's size limits are.
    const sent = [...idsFromBody(body), ...idsFrom(query)];
    if (sent.length === 0)
      throw new InvalidInputError('Send the tender ids as id[0], id[1], … (form or JSON body, or query).', 'TENDER.NO_IDS');
    if (sent.length > MAX_FETCH_IDS)
      throw new InvalidInputError(`At most ${MAX_FETCH_IDS} tenders can be fetched at once; got ${sent.length}.`, 'TENDER.TOO_MANY_IDS');
    const bad = sent.find((id) => !new RegExp(TENDER_ID_PATTERN).test(id));
    if (bad) throw new InvalidInputError(`"${bad.slice(0, 60)}" is not a tender id.`, 'TENDER.BAD_ID');
    return this.queries.execute(new FetchMultipleTendersQuery([...new Set(sent)]));
  }
}
