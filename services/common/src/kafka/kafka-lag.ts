import type { Admin } from 'kafkajs';
import type { ConsumerLag } from '@jointly/common/events/transport/event-transport';

/**
 * Per-partition lag of each group: the topic's high watermark minus the group's committed offset (a group that has
 * committed nothing yet lags by everything still retained).
 */
export async function fetchGroupLag(admin: Admin, groups: Array<{ group: string; topics: string[] }>): Promise<ConsumerLag[]> {
  const result: ConsumerLag[] = [];
  const watermarks = new Map<string, Array<{ partition: number; high: string; low: string }>>();
  for (const { group, topics } of groups) {
    const committed = await admin.fetchOffsets({ groupId: group, topics });
    for (const { topic, partitions } of committed) {
      if (!watermarks.has(topic)) watermarks.set(topic, await admin.fetchTopicOffsets(topic));
      for (const mark of watermarks.get(topic)!) {
        const offset = partitions.find((p) => p.partition === mark.partition)?.offset ?? '-1';
        const from = offset === '-1' ? BigInt(mark.low) : BigInt(offset);
        const lag = BigInt(mark.high) - from;
        result.push({ group, topic, partition: mark.partition, lag: Number(lag > 0n ? lag : 0n) });
      }
    }
  }
  return result;
}
