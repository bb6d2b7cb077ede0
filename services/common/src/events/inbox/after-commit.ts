import type { EntityManager, QueryRunner } from 'typeorm';

const pending = new WeakMap<QueryRunner, Array<() => void>>();

/**
 * Runs `work` once the transaction of `manager` has committed, never if it rolls back: for what a consumer keeps
 * outside the database (a replica's cache of what it just applied), which must not run ahead of the commit. Without a
 * transaction (autocommit) it runs at once. Work that throws is ignored: it is a cache, never the truth.
 * The inbox (runInboxBatch) and dead-letter replay run the registered work after their COMMIT.
 */
export function afterCommit(manager: EntityManager, work: () => void): void {
  const runner = manager.queryRunner;
  if (!runner || !runner.isTransactionActive) {
    safely(work);
    return;
  }
  const list = pending.get(runner);
  if (list) list.push(work);
  else pending.set(runner, [work]);
}

/** After COMMIT succeeded: runs what was registered on this runner, in order. */
export function runCommitted(runner: QueryRunner): void {
  const list = pending.get(runner);
  pending.delete(runner);
  list?.forEach(safely);
}

/** After a rollback: forgets what was registered on this runner. */
export function discardCommitted(runner: QueryRunner): void {
  pending.delete(runner);
}

function safely(work: () => void): void {
  try {
    work();
  } catch {
    // a cache update must not break delivery
  }
}
