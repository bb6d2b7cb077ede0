// Baseline for the events benchmark: plain kafkajs produce-to-consume on the same broker, set up as the pipeline is
// so the ratio compares like with like. Lives outside services/ on purpose: it measures kafkajs itself.
// - Producer (this process, as the relay is): the Kafka transport's settings (idempotent, one request in flight,
//   acks=all, the default partitioner), the relay's batch size per send, split at the transport's request limit.
// - Messages: the caller's, i.e. envelopes of the same shape and size as the pipeline's, keyed as its are.
// - Consumer: its own process (raw-consumer-child.ts), as the pipeline's consumer is, doing the transport's
//   per-message work minus the database (decode, manual offset commits per chunk of 500).
import { fork } from 'node:child_process';
import * as path from 'node:path';
import { Kafka, logLevel, Partitioners } from 'kafkajs';

export interface RawResult {
  messages: number;
  seconds: number;
  perSecond: number;
}

export interface RawMessage {
  key: string;
  value: string;
}

/** The raw consumer process, driven over IPC. */
function startConsumer(brokers: string[], topic: string, partitions: number) {
  const child = fork(path.join(__dirname, 'raw-consumer-child.ts'), [], {
    execArgv: ['-r', '@swc-node/register', ...(process.env.BENCH_CHILD_EXECARGV ? process.env.BENCH_CHILD_EXECARGV.split(' ') : [])],
    env: { ...process.env, KAFKA_BROKERS: brokers.join(','), BENCH_TOPIC: topic, BENCH_PARTITIONS: String(partitions) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (key: string, timeoutMs: number) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`raw consumer: no "${key}" within ${timeoutMs} ms`)), timeoutMs);
      const exit = (code: number | null) => reject(new Error(`raw consumer exited (${code})`));
      const listener = (message: Record<string, unknown>) => {
        if (!(key in message)) return;
        clearTimeout(timer);
        child.off('message', listener);
        child.off('exit', exit);
        resolve(message);
      };
      child.on('message', listener);
      child.once('exit', exit);
    });
  return {
    ready: next('ready', 90_000),
    /** Resolves once `count` messages in all have arrived. */
    reach(count: number, timeoutMs = 180_000) {
      const reached = next('reached', timeoutMs);
      child.send({ target: count });
      return reached;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ cmd: 'stop' });
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * Sends `count` messages (`message(i)`) in batches of `batch`, each split at `maxRequestBytes` as the transport
 * splits (awaited one after another, as the relay publishes), and times until the consumer process has them all
 * (after a warm-up: the group joined and assigned, the producer has the topic's metadata and its producer id).
 */
export async function rawProduceConsume(
  brokers: string[],
  topic: string,
  count: number,
  message: (i: number) => RawMessage,
  partitions: number,
  batch: number,
  maxRequestBytes = 800_000,
  /** Called when the clock starts and when it stops (CPU accounting). */
  onClock: (phase: 'start' | 'stop') => void = () => undefined,
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
  const producer = kafka.producer({
    createPartitioner: Partitioners.DefaultPartitioner,
    idempotent: true,
    maxInFlightRequests: 1,
    allowAutoTopicCreation: false,
  });
  const consumer = startConsumer(brokers, topic, partitions);
  try {
    await Promise.all([producer.connect(), consumer.ready]);
    const warmUp = 100;
    const warmed = consumer.reach(warmUp, 90_000);
    await producer.send({ topic, acks: -1, messages: Array.from({ length: warmUp }, (_, i) => message(count + i)) });
    await warmed;
    // The messages exist before the clock starts, as the pipeline's are in its outbox.
    const all = Array.from({ length: count }, (_, i) => message(i));
    const allReceived = consumer.reach(warmUp + count);
    onClock('start');
    const started = performance.now();
    for (let sent = 0; sent < count; sent += batch) {
      const slice = all.slice(sent, sent + batch);
      let chunk: RawMessage[] = [];
      let bytes = 0;
      for (const m of slice) {
        const size = Buffer.byteLength(m.value) + Buffer.byteLength(m.key) + 100;
        if (chunk.length && bytes + size > maxRequestBytes) {
          await producer.sendBatch({ acks: -1, topicMessages: [{ topic, messages: chunk }] });
          chunk = [];
          bytes = 0;
        }
        chunk.push(m);
        bytes += size;
      }
      if (chunk.length) await producer.sendBatch({ acks: -1, topicMessages: [{ topic, messages: chunk }] });
    }
    await allReceived;
    const seconds = (performance.now() - started) / 1000;
    onClock('stop');
    return { messages: count, seconds, perSecond: count / seconds };
  } finally {
    await consumer.stop();
    await producer.disconnect().catch(() => undefined);
    await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
    await admin.disconnect();
  }
}

/** Deletes benchmark topics. */
export async function deleteTopics(brokers: string[], topics: string[]): Promise<void> {
  const kafka = new Kafka({ clientId: 'bench-cleanup', brokers, logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  await admin.deleteTopics({ topics }).catch(() => undefined);
  await admin.disconnect();
}
