/**
 * Polls `check` every 25 ms until it returns a truthy value (and answers it); fails naming `what` after `timeoutMs`,
 * with the last error `check` threw, if any.
 */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | false | null | undefined> | T | false | null | undefined,
  timeoutMs = 10_000,
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
