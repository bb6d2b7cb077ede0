/** Counters of one consumer since its process started. */
export interface ConsumerCounters {
  service: string;
  consumer: string;
  /** Events applied (effect + inbox row committed), replays included. */
  processed: number;
  /** Deliveries skipped because the inbox already had them. */
  duplicates: number;
  /** Failed attempts (each retry that threw counts once). */
  failed: number;
  /** Events parked in dead_letter. */
  deadLettered: number;
  lastError: string | null;
  lastErrorAt: string | null;
}

/** Mutable counters per consumer name. */
export class ConsumerCounterSet {
  private readonly counters = new Map<string, ConsumerCounters>();

  constructor(private readonly service: string) {}

  /** The counters of `consumer`, created on first use. */
  of(consumer: string): ConsumerCounters {
    let entry = this.counters.get(consumer);
    if (!entry) {
      entry = {
        service: this.service,
        consumer,
        processed: 0,
        duplicates: 0,
        failed: 0,
        deadLettered: 0,
        lastError: null,
        lastErrorAt: null,
      };
      this.counters.set(consumer, entry);
    }
    return entry;
  }

  /** Counts a failed attempt and remembers its error. */
  failure(consumer: string, error: string): void {
    const entry = this.of(consumer);
    entry.failed += 1;
    entry.lastError = error;
    entry.lastErrorAt = new Date().toISOString();
  }

  /** Copies of all counters. */
  snapshot(): ConsumerCounters[] {
    return [...this.counters.values()].map((c) => ({ ...c }));
  }
}
