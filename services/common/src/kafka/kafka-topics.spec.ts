import type { Admin, ITopicMetadata } from 'kafkajs';
import { KafkaTopics } from './kafka-topics';

const protocolError = (type: string) => Object.assign(new Error(type.toLowerCase()), { type });
const served = (name: string, leader = 1): ITopicMetadata => ({
  name,
  partitions: [{ partitionErrorCode: 0, partitionId: 0, leader, replicas: [1], isr: [1] }],
});

/** An admin whose broker already holds `existing` and answers metadata with `metadata` in turn (the last one repeats). */
function fakeAdmin(existing: string[], metadata: Array<ITopicMetadata[] | Error>) {
  const calls = { created: [] as string[][], metadata: 0 };
  const admin = {
    listTopics: async () => existing,
    createTopics: async ({ topics }: { topics: Array<{ topic: string }> }) => {
      calls.created.push(topics.map((t) => t.topic));
      return true;
    },
    fetchTopicMetadata: async () => {
      const answer = metadata[Math.min(calls.metadata++, metadata.length - 1)];
      if (answer instanceof Error) throw answer;
      return { topics: answer };
    },
  } as unknown as Admin;
  return { admin, calls };
}

describe('KafkaTopics', () => {
  it('creates the missing topics and waits until each partition has a leader', async () => {
    const { admin, calls } = fakeAdmin(
      ['a'],
      [protocolError('UNKNOWN_TOPIC_OR_PARTITION'), [served('a'), served('b', -1)], [served('a'), served('b')]],
    );
    const topics = new KafkaTopics(() => admin, 3, 1, 2_000);
    await topics.ensure(['a', 'b', 'b']);
    expect(calls.created).toEqual([['b']]);
    expect(calls.metadata).toBe(3);
    expect(topics.has('a') && topics.has('b')).toBe(true);
  });

  it('waits for the leaders of topics another process has just created (nothing to create here)', async () => {
    const { admin, calls } = fakeAdmin(['a'], [protocolError('LEADER_NOT_AVAILABLE'), [served('a')]]);
    const topics = new KafkaTopics(() => admin, 3, 1, 2_000);
    await topics.ensure(['a']);
    expect(calls.created).toEqual([]);
    expect(calls.metadata).toBe(2);
  });

  it('asks the broker only for topics it does not know yet', async () => {
    const { admin, calls } = fakeAdmin(['a'], [[served('a')]]);
    const topics = new KafkaTopics(() => admin, 3, 1, 2_000);
    await topics.ensure(['a']);
    await topics.ensure(['a']);
    expect(calls.metadata).toBe(1);
  });

  it('fails after its deadline naming the topics, and remembers nothing, so the next call tries again', async () => {
    const { admin } = fakeAdmin([], [protocolError('LEADER_NOT_AVAILABLE')]);
    const topics = new KafkaTopics(() => admin, 3, 1, 300);
    await expect(topics.ensure(['x'])).rejects.toThrow('Kafka topics not ready after 300 ms (LEADER_NOT_AVAILABLE): x');
    expect(topics.has('x')).toBe(false);
  });

  it('passes on errors that waiting does not mend', async () => {
    const { admin } = fakeAdmin([], [protocolError('TOPIC_AUTHORIZATION_FAILED')]);
    await expect(new KafkaTopics(() => admin, 3, 1, 2_000).ensure(['x'])).rejects.toThrow('topic_authorization_failed');
  });
});
