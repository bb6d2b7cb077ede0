import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { TooManyRequestsError } from '@jointly/common/errors';

/**
 * Password hashing on dedicated threads at the lowest CPU priority (nice 19 on Linux, set per thread).
 *
 * A hash costs a few milliseconds of CPU and 19 MiB. Run on libuv's shared pool at normal priority, a login flood took
 * a core away from the event loop and the database, and every other request slowed down (issue 11 item 6). On these
 * threads the scheduler gives hashing the CPU that the event loop and PostgreSQL leave idle: logins still go as fast as
 * the spare capacity allows, and when the machine is busy serving, hashing waits, not the reads.
 *
 * At most `HASHING_THREADS` hashes run at once (one per thread, each thread computes one at a time); further requests
 * wait their turn in the order they came. Threads start on first use; an idle thread never keeps the process alive.
 */
export const HASHING_THREADS = Math.max(1, availableParallelism() - 1);
/** The nice value of a hashing thread: 19 is the lowest priority an unprivileged process may take. */
export const HASHING_NICE = 19;
/**
 * At most this many hashes wait their turn; a sign-in beyond them is answered 429 at once (a flood queues no further,
 * and memory stays bounded) rather than waiting minutes.
 */
export const HASHING_MAX_WAITING = 256;

export type HashingJob =
  | { op: 'argon2-hash'; password: string; options: Record<string, number> }
  | { op: 'argon2-verify'; stored: string; password: string }
  | { op: 'scrypt'; password: string; salt: Uint8Array; keylen: number; options: { N: number; r: number; p: number; maxmem: number } };

type Pending = { job: HashingJob; resolve: (value: unknown) => void; reject: (error: Error) => void };

// Plain JavaScript, so the same thread code runs under ts-node/swc in tests and from dist/ in production.
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const argon2 = require(workerData.argon2Path);
let nice = null;
try {
  // On Linux /proc/thread-self names this thread; setpriority(PRIO_PROCESS, tid) changes only this thread.
  const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  os.setPriority(tid, workerData.nice);
  nice = os.getPriority(tid);
} catch {}
parentPort.postMessage({ ready: true, nice });
parentPort.on('message', (job) => {
  try {
    let result;
    if (job.op === 'argon2-hash') result = argon2.hashSync(job.password, job.options);
    else if (job.op === 'argon2-verify') result = argon2.verifySync(job.stored, job.password);
    else if (job.op === 'scrypt') result = crypto.scryptSync(job.password, Buffer.from(job.salt), job.keylen, job.options);
    else throw new Error('unknown hashing job ' + job.op);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});
`;

class HashingThread {
  private readonly worker: Worker;
  private current: Pending | undefined;
  /** The nice value the thread runs at (null where the platform offers no per-thread priority). */
  nice: number | null | undefined;

  constructor(
    private readonly onIdle: (thread: HashingThread) => void,
    private readonly onExit: (thread: HashingThread) => void,
  ) {
    this.worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { argon2Path: require.resolve('@node-rs/argon2'), nice: HASHING_NICE },
      name: 'password-hashing',
    });
    this.worker.on('message', (message: { ready?: boolean; nice?: number | null; result?: unknown; error?: string }) => {
      if (message.ready) {
        this.nice = message.nice ?? null;
        return;
      }
      const done = this.current;
      this.current = undefined;
      this.worker.unref();
      if (done) {
        if (message.error !== undefined) done.reject(new Error(message.error));
        else done.resolve(message.result);
      }
      this.onIdle(this);
    });
    const fail = (error: Error) => {
      const lost = this.current;
      this.current = undefined;
      lost?.reject(error);
      this.onExit(this);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`password hashing thread exited (${code})`)));
    // An idle thread never keeps the process alive (unref after the listeners: adding one re-refs the port).
    this.worker.unref();
  }

  get busy(): boolean {
    return this.current !== undefined;
  }

  run(pending: Pending): void {
    this.current = pending;
    // While it computes, the thread keeps the process alive, so a script awaiting a hash gets its answer.
    this.worker.ref();
    this.worker.postMessage(pending.job);
  }
}

const threads: HashingThread[] = [];
const queue: Pending[] = [];
/** Milliseconds between the starts of two hashes (0: as fast as the threads go); see `limitHashingRate`. */
let startInterval = 0;
let nextStart = 0;
let paced: NodeJS.Timeout | undefined;

/**
 * At most `perSecond` password hashes start per second in this process (0 or null: no cap). Besides CPU, each sign-in
 * costs the event loop and the database a few milliseconds; the cap keeps a login flood (credential stuffing) to a
 * share of the process that leaves every other request its pace, while real sign-ins, far below it, never wait.
 */
export function limitHashingRate(perSecond: number | null): void {
  startInterval = perSecond && perSecond > 0 ? 1000 / perSecond : 0;
}

/** Event-loop utilization above which the process counts as busy serving other requests. */
export const BUSY_UTILIZATION = 0.85;
/** While busy, hashes start this many times less often than the cap allows. */
export const BUSY_SLOWDOWN = 3;

/**
 * Milliseconds between two hash starts, given the cap's interval and how busy the event loop has been lately. The
 * threads' low priority gives the other requests the CPU first, but not the rest of a sign-in (its statements, its
 * tokens) nor the memory bandwidth of argon2id's 19 MiB: while the loop is saturated by other work, sign-ins go at a
 * third of the cap, so a login flood takes a small share of a busy server; an idle or sign-in-only server keeps the
 * full rate.
 */
export function hashStartInterval(capInterval: number, loopUtilization: number): number {
  if (capInterval <= 0) return 0;
  return loopUtilization > BUSY_UTILIZATION ? capInterval * BUSY_SLOWDOWN : capInterval;
}

/** The event loop's utilization over the last ~200 ms, sampled as hashes are dispatched (no timer of its own). */
let loopSample = performance.eventLoopUtilization();
let loopUtilization = 0;
function recentLoopUtilization(): number {
  const now = performance.eventLoopUtilization();
  const delta = performance.eventLoopUtilization(now, loopSample);
  if (delta.idle + delta.active >= 200) {
    loopUtilization = delta.utilization;
    loopSample = now;
  }
  return loopUtilization;
}

function dispatch(thread: HashingThread): void {
  if (!queue.length || thread.busy) return;
  if (startInterval > 0) {
    const wait = nextStart - Date.now();
    if (wait > 0) {
      if (!paced) {
        paced = setTimeout(() => {
          paced = undefined;
          const idle = idleThread();
          if (idle) dispatch(idle);
        }, wait);
        paced.unref();
      }
      return;
    }
    nextStart = Math.max(Date.now(), nextStart) + hashStartInterval(startInterval, recentLoopUtilization());
  }
  thread.run(queue.shift()!);
}

function idleThread(): HashingThread | undefined {
  const idle = threads.find((t) => !t.busy);
  if (idle) return idle;
  if (threads.length >= HASHING_THREADS) return undefined;
  const thread = new HashingThread(dispatch, (gone) => {
    const at = threads.indexOf(gone);
    if (at === -1) return;
    threads.splice(at, 1);
    // Work still waiting goes to a fresh thread.
    if (queue.length) {
      const spare = idleThread();
      if (spare) dispatch(spare);
    }
  });
  threads.push(thread);
  return thread;
}

/** Runs one hashing job on a low-priority hashing thread, in order of arrival. */
export function runHashing<T>(job: HashingJob): Promise<T> {
  if (queue.length >= HASHING_MAX_WAITING) {
    return Promise.reject(
      new TooManyRequestsError('Too many sign-ins at this moment; try again in a few seconds.', 5, 'AUTH.HASHING_BUSY'),
    );
  }
  return new Promise<T>((resolve, reject) => {
    queue.push({ job, resolve: resolve as (value: unknown) => void, reject });
    const thread = idleThread();
    if (thread) dispatch(thread);
  });
}

/** Hashes running and waiting now (for tests and the benchmark). */
export const hashingQueue = () => ({ running: threads.filter((t) => t.busy).length, waiting: queue.length });

/** The nice values of the started hashing threads (for tests and the benchmark). */
export const hashingThreadPriorities = () => threads.map((t) => t.nice);
