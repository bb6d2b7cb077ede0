/**
 * A level-triggered wake-up: `notify()` wakes the current `wait()`, or the next one when nobody waits, so a
 * notification that arrives while the relay is busy is never lost. Many notifications collapse into one wake.
 */
export class WakeSignal {
  private pending = false;
  private waiter?: () => void;

  /** Wakes the waiter now, or remembers the wake for the next {@link wait}. */
  notify(): void {
    if (this.waiter) {
      const wake = this.waiter;
      this.waiter = undefined;
      wake();
    } else {
      this.pending = true;
    }
  }

  /** Resolves on the next notification or after `timeoutMs`; returns true when woken by a notification. */
  wait(timeoutMs: number): Promise<boolean> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiter = undefined;
        resolve(false);
      }, timeoutMs);
      this.waiter = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  }
}
