/** What globalSetup started, kept on globalThis so that globalTeardown (same process) can stop it. */
export interface Stoppable {
  stop(): Promise<void>;
}

interface Running {
  sink?: Stoppable;
  servers: Stoppable[];
}

const holder = globalThis as typeof globalThis & { __jointlyE2e?: Running };
export const running: Running = (holder.__jointlyE2e ??= { servers: [] });
