import type { Admin } from 'kafkajs';

/**
 * Creates the topics that do not exist yet and remembers which exist, so producers and consumers never depend on
 * broker-side auto-creation (off in production clusters, and racy with consumer groups).
 */
export class KafkaTopics {
  private readonly known = new Set<string>();

  constructor(
    private readonly admin: () => Admin,
    private readonly numPartitions: number,
    private readonly replicationFactor: number,
  ) {}

  /** True when `topic` is known to exist. */
  has(topic: string): boolean {
    return this.known.has(topic);
  }

  /** Forgets what exists (after a broker was replaced, for example). */
  reset(): void {
    this.known.clear();
  }

  /** Ensures every topic exists, waiting for partition leaders of new ones. */
  async ensure(topics: Iterable<string>): Promise<void> {
    const wanted = [...new Set(topics)].filter((t) => !this.known.has(t));
    if (wanted.length === 0) return;
    const admin = this.admin();
    const existing = new Set(await admin.listTopics());
    const missing = wanted.filter((t) => !existing.has(t));
    if (missing.length) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({ topic, numPartitions: this.numPartitions, replicationFactor: this.replicationFactor })),
      });
    }
    for (const t of wanted) this.known.add(t);
  }
}
