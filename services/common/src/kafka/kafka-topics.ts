import type { Admin } from 'kafkajs';

/** How long `ensure` waits for the partition leaders of topics before failing (the caller retries). */
export const TOPIC_LEADERS_TIMEOUT_MS = 15_000;
const LEADER_POLL_MS = 100;
/** Answers of a broker whose topic is created but not yet served: wait and ask again. */
const NOT_READY = new Set(['LEADER_NOT_AVAILABLE', 'UNKNOWN_TOPIC_OR_PARTITION', 'NOT_LEADER_FOR_PARTITION']);

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
    private readonly leadersTimeoutMs = TOPIC_LEADERS_TIMEOUT_MS,
  ) {}

  /** True when `topic` is known to exist. */
  has(topic: string): boolean {
    return this.known.has(topic);
  }

  /** Forgets what exists (after a broker was replaced, for example). */
  reset(): void {
    this.known.clear();
  }

  /**
   * Ensures every topic exists and has a leader for each partition. The leaders are awaited for every topic not yet
   * known, whoever created it: in distributed mode several processes create the same topics at once, and kafkajs
   * answers the loser's TOPIC_ALREADY_EXISTS at once, without waiting for the winner's leaders — a publish right after
   * then fails on LEADER_NOT_AVAILABLE and the relay backs off.
   */
  async ensure(topics: Iterable<string>): Promise<void> {
    const wanted = [...new Set(topics)].filter((t) => !this.known.has(t));
    if (wanted.length === 0) return;
    const admin = this.admin();
    const existing = new Set(await admin.listTopics());
    const missing = wanted.filter((t) => !existing.has(t));
    if (missing.length) {
      await admin.createTopics({
        topics: missing.map((topic) => ({ topic, numPartitions: this.numPartitions, replicationFactor: this.replicationFactor })),
      });
    }
    await this.awaitLeaders(admin, wanted);
    for (const t of wanted) this.known.add(t);
  }

  private async awaitLeaders(admin: Admin, topics: string[]): Promise<void> {
    const deadline = Date.now() + this.leadersTimeoutMs;
    for (;;) {
      let waitingFor: string;
      try {
        const { topics: found } = await admin.fetchTopicMetadata({ topics });
        const leaderless = found.filter((t) => t.partitions.length === 0 || t.partitions.some((p) => p.leader < 0));
        if (leaderless.length === 0) return;
        waitingFor = `no leader yet for ${leaderless.map((t) => t.name).join(', ')}`;
      } catch (error) {
        const type = (error as { type?: string }).type;
        if (!type || !NOT_READY.has(type)) throw error;
        waitingFor = type;
      }
      if (Date.now() + LEADER_POLL_MS > deadline) {
        throw new Error(`Kafka topics not ready after ${this.leadersTimeoutMs} ms (${waitingFor}): ${topics.join(', ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, LEADER_POLL_MS));
    }
  }
}
