// Baseline for the events benchmark: plain kafkajs produce-to-consume on the same broker, same message size,
// same partition count and acks=all. Lives outside services/ on purpose: it measures kafkajs itself.
import { Kafka, logLevel, Partitioners } from 'kafkajs';

export interface RawResult {
  messages: number;
  seconds: number;
  perSecond: number;
}

/** Sends `count` messages of `size` bytes in batches of `batch` (awaited one after another) and times until all are consumed (after a warm-up). */
export async function rawProduceConsume(
  brokers: string[],
  topic: string,
  count: number,
  size: number,
  partitions: number,
  batch: number,
): Promise<RawResult> {
  const kafka = new Kafka({ clientId: 'bench-raw', brokers, logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  // A busy broker may answer UNKNOWN_TOPIC_OR_PARTITION while the new topic's leaders are elected: retry a few times.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: partitions }] });
      break;
    } catch (error) {
      if (attempt >= 5 || !(error as { retriable?: boolean }).retriable) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
  const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner, idempotent: true, maxInFlightRequests: 1 });
  const consumer = kafka.consumer({ groupId: `${topic}-group`, maxWaitTimeInMs: 500 });
  await Promise.all([producer.connect(), consumer.connect()]);
  await consumer.subscribe({ topic, fromBeginning: true });
  let received = 0;
  let target = 0;
  let done: () => void = () => undefined;
  const reach = (n: number) =>
    new Promise<void>((resolve) => {
      target = n;
      done = resolve;
      if (received >= target) resolve();
    });
  await consumer.run({
    partitionsConsumedConcurrently: partitions,
    eachBatch: async ({ batch: b }) => {
      received += b.messages.length;
      if (received >= target) done();
    },
  });
  const value = Buffer.alloc(size, 'x');
  // Warm up as the pipeline is (its 500-event warm-up): the group has joined and been assigned, and the producer has
  // the topic's metadata and its idempotent producer id, before the clock starts.
  const warmUp = 100;
  const warmed = reach(warmUp);
  await producer.send({ topic, acks: -1, messages: Array.from({ length: warmUp }, (_, i) => ({ key: `k-${i % 97}`, value })) });
  await warmed;
  const allReceived = reach(warmUp + count);
  const started = performance.now();
  for (let sent = 0; sent < count; sent += batch) {
    const n = Math.min(batch, count - sent);
    await producer.send({ topic, acks: -1, messages: Array.from({ length: n }, (_, i) => ({ key: `k-${(sent + i) % 97}`, value })) });
  }
  await allReceived;
  const seconds = (performance.now() - started) / 1000;
  await Promise.all([consumer.disconnect(), producer.disconnect()]);
  await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
  await admin.disconnect();
  return { messages: count, seconds, perSecond: count / seconds };
}

/** Deletes benchmark topics. */
export async function deleteTopics(brokers: string[], topics: string[]): Promise<void> {
  const kafka = new Kafka({ clientId: 'bench-cleanup', brokers, logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  await admin.deleteTopics({ topics }).catch(() => undefined);
  await admin.disconnect();
}
