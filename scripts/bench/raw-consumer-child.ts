// The raw kafkajs baseline's consumer, in its own process as the pipeline's consumer is (consumer-child.ts). It does
// what the Kafka transport's group consumer does per message, minus the database: the same consumer settings
// (manual offsets, 3 partitions at once, 500 ms max wait), batches handed over in chunks of 500, every value decoded
// and checked as an envelope (decodeEnvelope) with its trace headers, then the chunk's offset resolved and committed
// (chained, not awaited) and a heartbeat. Driven over IPC: {target: n} -> {reached: n} once n messages arrived.
import { decodeEnvelope, decodeTraceHeaders } from '@jointly/common/kafka/envelope-codec';
import { Kafka, logLevel } from 'kafkajs';

const env = (name: string) =>
  process.env[name] ??
  (() => {
    throw new Error(`${name} is not set`);
  })();

async function main(): Promise<void> {
  const topic = env('BENCH_TOPIC');
  const chunkSize = 500;
  const kafka = new Kafka({ clientId: 'bench-raw-consumer', brokers: env('KAFKA_BROKERS').split(','), logLevel: logLevel.NOTHING });
  const consumer = kafka.consumer({ groupId: `${topic}-group`, maxWaitTimeInMs: 500, sessionTimeout: 10_000, heartbeatInterval: 2000 });
  await consumer.connect();
  await consumer.subscribe({ topics: [topic], fromBeginning: true });
  let received = 0;
  let decoded = 0;
  let target = Infinity;
  let commits: Promise<void> = Promise.resolve();
  const check = () => {
    if (received >= target) {
      process.send!({ reached: received, decoded });
      target = Infinity;
    }
  };
  process.on('message', async (message: { target?: number; cmd?: string }) => {
    if (message.target !== undefined) {
      target = message.target;
      check();
    } else if (message.cmd === 'stop') {
      await commits;
      await consumer.disconnect().catch(() => undefined);
      process.exit(0);
    }
  });
  await consumer.run({
    autoCommit: false,
    eachBatchAutoResolve: false,
    partitionsConsumedConcurrently: Number(env('BENCH_PARTITIONS')),
    eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
      for (let start = 0; start < batch.messages.length; start += chunkSize) {
        if (!isRunning() || isStale()) return;
        const chunk = batch.messages.slice(start, start + chunkSize);
        for (const m of chunk) {
          const value = decodeEnvelope(m.value);
          decodeTraceHeaders(m.headers);
          if ('envelope' in value) decoded += 1;
        }
        received += chunk.length;
        const last = chunk[chunk.length - 1].offset;
        resolveOffset(last);
        const offset = (BigInt(last) + 1n).toString();
        commits = commits
          .then(() => consumer.commitOffsets([{ topic: batch.topic, partition: batch.partition, offset }]))
          .catch(() => undefined);
        check();
        await heartbeat();
      }
    },
  });
  process.send!({ ready: true });
}

main().catch((error) => {
  process.stderr.write(`bench raw consumer failed: ${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
