/**
 * Polls `check` every 25 ms until it returns a truthy value (and answers it); fails naming `what` after `timeoutMs`,
 * with the last error `check` threw, if any. The default allows 30 s: an event crosses a relay, Kafka and a consumer, which
 * takes milliseconds on a quiet machine and was seen past 10 s at load 24 (a waiting test costs nothing until then).
 */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | false | null | undefined> | T | false | null | undefined,
  timeoutMs = 30_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
