import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidInputError } from '../errors/domain-error';

/**
 * Deepest nesting of arrays and objects accepted in a JSON body or query (a rich-text document with ten nested lists
 * is about 40 deep). Deeper input is refused before validation walks it (recursive validators overflow the stack).
 */
export const MAX_INPUT_DEPTH = 64;

/** Most values (strings, numbers, keys…) one request may carry; bounds the work of the scan and of validation. */
export const MAX_INPUT_VALUES = 100_000;

/**
 * The first problem of a request part that no handler may see, or undefined: a string or key holding a NUL
 * character (PostgreSQL text cannot store it), nesting deeper than {@link MAX_INPUT_DEPTH}, or more than
 * {@link MAX_INPUT_VALUES} values. Iterative, so hostile depth cannot overflow the stack here either.
 */
export function hostileInputProblem(part: string, value: unknown): string | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: part, depth: 0 }];
  let seen = 0;
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (++seen > MAX_INPUT_VALUES) return `${part} holds more than ${MAX_INPUT_VALUES} values`;
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return `${item.path} contains a NUL character`;
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    // Only parsed data (plain objects and arrays) is walked: a body the edge's proxy streams on untouched, a Buffer or
    // any other object is left to whoever reads it (the service behind the proxy checks the parsed body).
    const prototype = Object.getPrototypeOf(item.value) as unknown;
    if (!Array.isArray(item.value) && prototype !== Object.prototype && prototype !== null) continue;
    if (item.depth >= MAX_INPUT_DEPTH) return `${part} is nested deeper than ${MAX_INPUT_DEPTH} levels`;
    for (const [key, child] of Object.entries(item.value as Record<string, unknown>)) {
      if (key.includes('\u0000')) return `a field name in ${item.path} contains a NUL character`;
      stack.push({ value: child, path: Array.isArray(item.value) ? `${item.path}[${key}]` : `${item.path}.${key}`, depth: item.depth + 1 });
    }
  }
  return undefined;
}

/** Throws the 400 for the first hostile part of a request (path, query, JSON body), if any. */
export function refuseHostileInput(request: Pick<FastifyRequest, 'params' | 'query' | 'body' | 'url'>): void {
  const rawPath = request.url.split('?')[0];
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    throw new InvalidInputError('The address is not validly percent-encoded.', 'REQUEST.INVALID_PATH');
  }
  const problem =
    (path.includes('\u0000') ? 'the path contains a NUL character' : undefined) ??
    hostileInputProblem('params', request.params) ??
    hostileInputProblem('query', request.query) ??
    hostileInputProblem('body', request.body);
  if (problem) throw new InvalidInputError(`Invalid input: ${problem}.`, 'REQUEST.HOSTILE_INPUT');
}

/**
 * Checks every request once, at the edge, after parsing and before any handler or validator: see
 * {@link hostileInputProblem}. Multipart fields are checked by readMultipart as they stream in.
 */
export function registerHostileInputCheck(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request) => refuseHostileInput(request));
}
