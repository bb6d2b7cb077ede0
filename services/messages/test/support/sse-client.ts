import * as http from 'node:http';

export interface SseEvent {
  id: string | null;
  event: string;
  data: any;
}

export interface SseStream {
  status: number;
  events: SseEvent[];
  /** Resolves with the first event (after those already seen) that matches. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

/** A minimal EventSource over node:http (no reconnect: the tests reconnect explicitly). */
export function openStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const events: SseEvent[] = [];
      const waiters: Array<{ match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void; from: number }> = [];
      let buffer = '';
      let consumed = 0;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | null = null;
          let event = 'message';
          const data: string[] = [];
          for (const line of frame.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length === 0) continue;
          const parsed: SseEvent = { id, event, data: JSON.parse(data.join('\n')) };
          events.push(parsed);
          for (const waiter of [...waiters])
            if (waiter.match(parsed)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(parsed);
            }
        }
      });
      let body = '';
      if (response.statusCode !== 200) response.on('data', (c) => (body += c));
      resolve({
        status: response.statusCode ?? 0,
        events,
        next(match, timeoutMs = 10_000) {
          const seen = events.slice(consumed).find(match);
          if (seen) {
            consumed = events.indexOf(seen) + 1;
            return Promise.resolve(seen);
          }
          return new Promise((res, rej) => {
            const timer = setTimeout(
              () => rej(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)} ${body}`)),
              timeoutMs,
            );
            waiters.push({
              match,
              from: consumed,
              resolve: (e) => {
                clearTimeout(timer);
                consumed = events.indexOf(e) + 1;
                res(e);
              },
            });
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
