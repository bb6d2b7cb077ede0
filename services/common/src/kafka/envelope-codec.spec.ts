import { decodeEnvelope, encodeEnvelope } from './envelope-codec';

const envelope = {
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  type: 'tenders.tender.published',
  version: 1,
  occurredAt: '2026-01-01T00:00:00.000Z',
  aggregateType: 'tender',
  aggregateId: 't-1',
  actorId: null,
  correlationId: null,
  payload: { title: 'Home care — Łódź' },
};

describe('envelope codec', () => {
  it('round-trips an envelope, unicode included', () => {
    expect(decodeEnvelope(encodeEnvelope(envelope))).toEqual({ envelope });
  });

  it('reports values that are not envelopes instead of throwing', () => {
    expect(decodeEnvelope(null)).toMatchObject({ error: expect.stringMatching(/tombstone/) });
    expect(decodeEnvelope(Buffer.from('{oops'))).toMatchObject({ raw: '{oops', error: expect.stringMatching(/not JSON/) });
    expect(decodeEnvelope(Buffer.from('42'))).toMatchObject({ error: 'not a JSON object' });
    expect(decodeEnvelope(Buffer.from(JSON.stringify({ ...envelope, id: 7 })))).toMatchObject({ error: expect.stringMatching(/"id"/) });
    const { payload: _payload, ...withoutPayload } = envelope;
    expect(decodeEnvelope(Buffer.from(JSON.stringify(withoutPayload)))).toMatchObject({ error: 'envelope has no payload' });
  });
});
