import { defineEvent } from '@jointly/contracts';
import { createEvent } from './create-event';
import { topicOf } from './topic-of';

const WidgetMade = defineEvent<{ size: number }>('tenders', 'widget', 'made', 2);

describe('createEvent', () => {
  it('fills the envelope from the definition and the input', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const event = createEvent(WidgetMade, {
      aggregateId: 'w-1',
      actorId: 'a-1',
      correlationId: 'c-1',
      payload: { size: 3 },
      occurredAt: at,
    });
    expect(event).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      type: 'tenders.widget.made',
      version: 2,
      occurredAt: '2026-01-02T03:04:05.000Z',
      aggregateType: 'widget',
      aggregateId: 'w-1',
      actorId: 'a-1',
      correlationId: 'c-1',
      payload: { size: 3 },
    });
  });

  it('defaults actor and correlation to null and time to now', () => {
    const before = Date.now();
    const event = createEvent(WidgetMade, { aggregateId: 'w-1', payload: { size: 1 } });
    expect(event.actorId).toBeNull();
    expect(event.correlationId).toBeNull();
    expect(Date.parse(event.occurredAt)).toBeGreaterThanOrEqual(before);
  });

  it('gives every event its own id', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => createEvent(WidgetMade, { aggregateId: 'w', payload: { size: 1 } }).id));
    expect(ids.size).toBe(1000);
  });

  it('rejects an empty aggregate id', () => {
    expect(() => createEvent(WidgetMade, { aggregateId: ' ', payload: { size: 1 } })).toThrow(/aggregateId/);
  });
});

describe('topicOf', () => {
  it('is the definition topic', () => {
    expect(topicOf(createEvent(WidgetMade, { aggregateId: 'w', payload: { size: 1 } }))).toBe(WidgetMade.topic);
    expect(topicOf({ type: 'eligibility.tender-criteria.added' })).toBe('eligibility.tender-criteria');
  });

  it('rejects a type without service, aggregate and verb', () => {
    expect(() => topicOf({ type: 'tenders.published' })).toThrow(/not <service>/);
    expect(() => topicOf({ type: 'tenders' })).toThrow();
  });
});
