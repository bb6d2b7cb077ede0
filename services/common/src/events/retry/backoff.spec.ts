import { CONSUMER_BACKOFF, RELAY_BACKOFF, backoffDelay, backoffSchedule } from './backoff';
import { sleep, SleepAbortedError } from './sleep';
import { WakeSignal } from './wake-signal';

describe('backoff', () => {
  it('doubles from 100 ms and caps at 2 s for consumers', () => {
    expect(backoffSchedule(CONSUMER_BACKOFF, 7)).toEqual([100, 200, 400, 800, 1600, 2000, 2000]);
  });

  it('is zero before the first retry and never overflows', () => {
    expect(backoffDelay(CONSUMER_BACKOFF, 0)).toBe(0);
    expect(backoffDelay(CONSUMER_BACKOFF, 10_000)).toBe(2000);
  });

  it('keeps jitter inside ±jitter and under the cap', () => {
    expect(backoffDelay(RELAY_BACKOFF, 1, () => 0)).toBe(200);
    expect(backoffDelay(RELAY_BACKOFF, 1, () => 1)).toBe(300);
    expect(backoffDelay(RELAY_BACKOFF, 20, () => 1)).toBe(5000);
    expect(backoffDelay(RELAY_BACKOFF, 20, () => 0)).toBe(4000);
  });
});

describe('sleep', () => {
  it('rejects at once when aborted', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const waiting = sleep(10_000, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(SleepAbortedError);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('WakeSignal', () => {
  it('remembers a notification that came while nobody waited', async () => {
    const signal = new WakeSignal();
    signal.notify();
    signal.notify();
    await expect(signal.wait(5000)).resolves.toBe(true);
    await expect(signal.wait(10)).resolves.toBe(false);
  });

  it('wakes a current waiter', async () => {
    const signal = new WakeSignal();
    const woken = signal.wait(5000);
    signal.notify();
    await expect(woken).resolves.toBe(true);
  });
});
