/** A minimal stand-in for fetch's Response, enough for the API client. */
export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const all = new Map(Object.entries({ 'content-type': 'application/json', ...headers }).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => all.get(name.toLowerCase()) ?? null },
    text: async () => text,
    json: async () => (text ? JSON.parse(text) : undefined),
  } as unknown as Response;
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Installs a fake global fetch routed by "METHOD /path" (query ignored). Returns the recorded calls.
 * Unrouted calls answer 404 so a missing route fails the test loudly.
 */
export function installFetch(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = { ...(init.headers as Record<string, string>) };
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call = { url, method, headers, body };
    calls.push(call);
    const path = url.split('?')[0];
    const handler = routes[`${method} ${path}`];
    if (!handler) return jsonResponse(404, { message: `No fake for ${method} ${path}` });
    return handler(call);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.url.split('?')[0] === path),
  };
}
