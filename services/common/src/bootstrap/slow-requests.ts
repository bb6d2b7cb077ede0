import type { FastifyInstance } from 'fastify';

/** How often the event-loop watch ticks: a tick that comes this much late plus a stall's length was blocked that long. */
const TICK_MS = 100;

/**
 * The event loop's stalls (a timer that fires late: synchronous work, or a process starved of CPU), kept as the
 * longest one since each moment asked about. One per process, shared by its HTTP apps.
 */
export class EventLoopWatch {
  private last = 0;
  /** (time it ended, its length) of the stalls of the last minute, oldest first. */
  private readonly stalls: Array<[number, number]> = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly report: (stallMs: number) => void,
    private readonly thresholdMs: number,
    readonly now: () => number = () => performance.now(),
  ) {}

  start(): this {
    this.last = this.now();
    this.timer = setInterval(() => this.tick(), TICK_MS).unref();
    return this;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One tick: how late it came is how long the loop could not run it. */
  tick(): void {
    const at = this.now();
    const late = at - this.last - TICK_MS;
    this.last = at;
    if (late < 10) return;
    this.stalls.push([at, late]);
    while (this.stalls.length && this.stalls[0][0] < at - 60_000) this.stalls.shift();
    if (late >= this.thresholdMs) this.report(Math.round(late));
  }

  /** The longest stall that ended after `since` (a `now()` reading) or is still going on, 0 when none. */
  longestSince(since: number): number {
    // A stall that has just ended (the request's own work, say) shows as the next tick being late already.
    let longest = this.timer ? Math.max(0, this.now() - this.last - TICK_MS) : 0;
    for (const [at, late] of this.stalls) if (at >= since && late > longest) longest = late;
    return Math.round(longest);
  }
}

let shared: EventLoopWatch | null = null;

/**
 * Slow requests (at least `thresholdMs`, 0: off) logged as warnings with the event loop's longest stall during them and
 * the requests in flight when they ended — a slow request with no stall waited on something outside the process (the
 * database, a lock, the CPU given to other processes); stalls of the process's event loop logged as they end.
 */
export function registerSlowRequestLog(
  fastify: FastifyInstance,
  thresholdMs: number,
  warn: (record: Record<string, unknown>) => void,
): void {
  if (thresholdMs <= 0) return;
  shared ??= new EventLoopWatch((stallMs) => warn({ msg: 'event loop stalled', stallMs }), thresholdMs).start();
  const watch = shared;
  const started = new WeakMap<object, number>();
  let inFlight = 0;
  fastify.addHook('onRequest', async (request) => {
    started.set(request, watch.now());
    inFlight++;
  });
  fastify.addHook('onResponse', async (request, reply) => {
    inFlight--;
    if (reply.elapsedTime < thresholdMs) return;
    warn({
      msg: 'slow request',
      method: request.method,
      url: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      eventLoopStallMs: watch.longestSince(started.get(request) ?? 0),
      inFlight,
      requestId: request.id,
    });
  });
}
