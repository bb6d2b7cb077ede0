import type { DataSource } from 'typeorm';

/** The PostgreSQL channel a trigger on tenders.tender and tenders.tender_document notifies after every change. */
export const TENDERS_CHANGED_CHANNEL = 'jointly_tenders_changed';

type Listener = () => void;
const listeners = new WeakMap<DataSource, Set<Listener>>();

/**
 * Tender changes within this process, per DataSource: writers (the import batch writer, admin edits, the closing job)
 * call `tendersChanged` right after their transaction commits, so this process's own next search already sees the
 * change (the trigger's NOTIFY covers other processes, e.g. `npm run tenders:import` next to a running server, and
 * arrives a moment later).
 */
export function tendersChanged(dataSource: DataSource): void {
  for (const listener of listeners.get(dataSource) ?? []) listener();
}

/** Calls `listener` after each local change through `dataSource`; returns the unsubscribe function. */
export function onTendersChanged(dataSource: DataSource, listener: Listener): () => void {
  let set = listeners.get(dataSource);
  if (!set) listeners.set(dataSource, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}
