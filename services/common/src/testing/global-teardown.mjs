export default async function globalTeardown() {
  for (const stop of (globalThis.__JOINTLY_STOPS__ ?? []).reverse()) await stop();
}
