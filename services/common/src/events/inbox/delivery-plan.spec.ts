import { defineEvent } from '@jointly/contracts';
import { createEvent } from '../envelope/create-event';
import type { DeliveredMessage } from '../transport/event-transport';
import { planDeliveries } from './delivery-plan';
import type { EventConsumerDefinition } from './event-consumer.definition';

const Published = defineEvent<{ n: number }>('tenders', 'tender', 'published');
const Closed = defineEvent<{ n: number }>('tenders', 'tender', 'closed');
const Joined = defineEvent<{ n: number }>('accounts', 'account', 'registered');

const consumer = (name: string, topics: string[], types?: string[]): EventConsumerDefinition => ({
  service: 'eligibility',
  name,
  topics,
  types,
  handle: async () => undefined,
});
const message = (envelope: ReturnType<typeof createEvent>): DeliveredMessage => ({
  topic: envelope.type.split('.').slice(0, 2).join('.'),
  key: envelope.aggregateId,
  envelope,
});

describe('planDeliveries', () => {
  const a1 = createEvent(Published, { aggregateId: 't-1', payload: { n: 1 } });
  const a2 = createEvent(Closed, { aggregateId: 't-1', payload: { n: 2 } });
  const b1 = createEvent(Joined, { aggregateId: 'u-1', payload: { n: 3 } });
  const all = consumer('AllTenderEvents', ['tenders.tender']);
  const onlyClosed = consumer('OnClosed', ['tenders.tender'], [Closed.type]);
  const accounts = consumer('OnRegistered', ['accounts.account']);

  it('keeps delivery order and fans out to each interested consumer', () => {
    const plan = planDeliveries([a1, b1, a2].map(message), [all, onlyClosed, accounts]);
    expect(plan.items.map((i) => `${i.consumer.name}:${i.envelope.id}`)).toEqual([
      `AllTenderEvents:${a1.id}`,
      `OnRegistered:${b1.id}`,
      `AllTenderEvents:${a2.id}`,
      `OnClosed:${a2.id}`,
    ]);
    expect(plan.undecodable).toEqual([]);
  });

  it('filters by event type', () => {
    expect(planDeliveries([message(a1)], [onlyClosed]).items).toEqual([]);
  });

  it('sets aside undecodable messages for the consumers of their topic only', () => {
    const bad: DeliveredMessage = { topic: 'tenders.tender', key: 't-1', raw: '{', decodeError: 'not JSON' };
    const plan = planDeliveries([bad], [all, accounts]);
    expect(plan.items).toEqual([]);
    expect(plan.undecodable).toEqual([{ message: bad, consumers: [all] }]);
  });
});
