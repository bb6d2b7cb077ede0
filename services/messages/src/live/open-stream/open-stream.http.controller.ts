import { Controller, Get, Headers, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@jointly/common/auth';
import { InvalidInputError } from '@jointly/common/errors';
import { ApiErrors } from '@jointly/common/http';
import type { LiveRow } from '../live-hub';
import { OpenStreamCommand } from './open-stream.command';

/** A comment line every 20 s keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 20_000;

/** A live event id as a client sends it back (or empty: none). */
const EVENT_ID_PATTERN = '^(?:\\d{1,18})?$';

const parseLastEventId = (value: unknown): bigint | null => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !new RegExp(EVENT_ID_PATTERN).test(value))
    throw new InvalidInputError('Last-Event-ID must be an event id.', 'LIVE.BAD_EVENT_ID');
  return BigInt(value);
};

/**
 * The stream stays in the controller because it is HTTP framing, not a use case: the bus opens it (OpenStreamCommand
 * redeems the ticket, reads the unread counts, hands back the hub subscription) and this writes SSE frames to the raw
 * reply until the client goes away — a bus answers once, a stream never finishes.
 */
@ApiTags('live')
@Controller('live')
export class LiveStreamController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Server-Sent Events for one tab. Events: `message`, `unread`, `typing`, `notification`, `conversation` (each with an
   * `id:`), and first a `ready` event with the current unread counts (no id). Reconnect with a new ticket and the last
   * id seen (`Last-Event-ID` header or `lastEventId` query) to receive everything after it.
   */
  @Public()
  @Get('stream')
  @ApiOperation({ summary: 'The live stream of one tab (text/event-stream); authenticate with a ticket from POST /api/live/ticket' })
  @ApiQuery({ name: 'ticket', required: true, schema: { type: 'string' }, description: 'A ticket from POST /api/live/ticket (single use)' })
  @ApiQuery({
    name: 'lastEventId',
    required: false,
    schema: { type: 'string', pattern: EVENT_ID_PATTERN },
    description: 'The last event id seen',
  })
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    schema: { type: 'string', pattern: EVENT_ID_PATTERN },
    description: 'The last event id seen',
  })
  // 401: the ticket is unknown, used or expired (it is the stream's credential; no bearer token is read).
  @ApiErrors(401)
  async stream(
    @Query('ticket') ticket: unknown,
    @Query('lastEventId') lastEventIdQuery: unknown,
    @Headers('last-event-id') lastEventIdHeader: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const lastEventId = parseLastEventId(lastEventIdHeader ?? lastEventIdQuery);
    const { unread, subscribe } = await this.commands.execute(
      new OpenStreamCommand(typeof ticket === 'string' ? ticket : null, lastEventId),
    );

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // `ready` goes out once the stream is registered with the hub, so a client that acts on `ready` (posts, reads)
    // cannot miss the events that follow; what the hub hands over before that (a replay) follows `ready` in order.
    const frame = (row: LiveRow) => `id: ${row.id}\nevent: ${row.type}\ndata: ${row.data}\n\n`;
    const early: LiveRow[] = [];
    let readySent = false;
    const send = (row: LiveRow) => (readySent ? raw.write(frame(row)) : early.push(row));
    let closed = false;
    let unsubscribe: (() => void) | undefined;
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const close = () => {
      closed = true;
      clearInterval(heartbeat);
      unsubscribe?.();
    };
    request.raw.once('close', close);
    raw.once('close', close);
    try {
      unsubscribe = await subscribe({ send, end: () => raw.end() });
      if (closed) unsubscribe();
      raw.write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ unread })}\n\n`);
      readySent = true;
      for (const row of early.splice(0)) raw.write(frame(row));
    } catch {
      close();
      raw.end();
    }
  }
}
