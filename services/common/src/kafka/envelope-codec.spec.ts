import { decodeEnvelope, decodeTraceHeaders, encodeEnvelope, encodeTraceHeaders } from './envelope-codec';

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

  describe('trace headers', () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

    it('writes traceparent, and tracestate only when there is one', () => {
      expect(encodeTraceHeaders({ traceparent })).toEqual({ traceparent });
      expect(encodeTraceHeaders({ traceparent, tracestate: 'vendor=abc' })).toEqual({ traceparent, tracestate: 'vendor=abc' });
    });

    it('reads them back from the Buffers kafkajs delivers, taking the first of a repeated header', () => {
      expect(decodeTraceHeaders({ traceparent: Buffer.from(traceparent), tracestate: Buffer.from('vendor=abc') })).toEqual({
        traceparent,
        tracestate: 'vendor=abc',
      });
      expect(decodeTraceHeaders({ traceparent: [Buffer.from(traceparent), Buffer.from('junk')] })).toEqual({ traceparent });
    });

    it('ignores a missing or malformed traceparent, and a tracestate with no valid member', () => {
      expect(decodeTraceHeaders(undefined)).toBeUndefined();
      expect(decodeTraceHeaders({})).toBeUndefined();
      expect(decodeTraceHeaders({ traceparent: Buffer.from('00-nope') })).toBeUndefined();
      expect(decodeTraceHeaders({ tracestate: Buffer.from('vendor=abc') })).toBeUndefined();
      expect(decodeTraceHeaders({ traceparent, tracestate: Buffer.from('=,=') })).toEqual({ traceparent });
    });
  });
});
