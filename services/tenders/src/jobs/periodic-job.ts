import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';

/**
 * A job that runs every `intervalMs` in this process (never twice at once here; across replicas each job guards
 * itself in the database). Starts after bootstrap, stops before the DataSource closes; a failing run is logged and
 * the next one tries again. Tests call `runOnce()` directly.
 */
export abstract class PeriodicJob implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly logger = new Logger(this.constructor.name);
  private timer?: NodeJS.Timeout;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  protected abstract readonly intervalMs: number;
  /** Off when the job has nothing to do in this configuration. */
  protected enabled(): boolean {
    return true;
  }
  protected firstRunDelayMs(): number {
    return this.intervalMs;
  }
  abstract runOnce(): Promise<unknown>;

  onApplicationBootstrap(): void {
    if (!this.enabled()) return;
    const tick = () => {
      if (this.stopped) return;
      this.timer = setTimeout(async () => {
        await this.trigger();
        tick();
      }, this.intervalMs);
      this.timer.unref();
    };
    this.timer = setTimeout(async () => {
      await this.trigger();
      tick();
    }, this.firstRunDelayMs());
    this.timer.unref();
  }

  /** Runs now unless a run is already going (then waits for that one). */
  async trigger(): Promise<void> {
    if (this.stopped) return;
    if (!this.running) {
      this.running = this.runOnce()
        .catch((error: unknown) => this.logger.warn(`run failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => (this.running = null));
    }
    await this.running;
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
