import { randomUUID } from 'node:crypto';
import { EligibilityEvents, TENDER_CROSSINGS_PER_EVENT, type TenderRatingCrossing, type TenderRatingsCrossed } from '@jointly/contracts';
import { tenderCrossingEvents } from './eligibility-recalculator';

describe('tenderCrossingEvents (a tender re-rating announced per tender, not per account)', () => {
  const at = new Date('2026-11-27T21:00:00.000Z');
  const crossing = (rating: number, accountId: string = randomUUID()): TenderRatingCrossing => ({
    accountId,
    rating,
    previousRating: rating > 90 ? null : 70,
    band: rating >= 90 ? '100To90' : '89To80',
  });

  it('one event for up to 1,000 crossings, aggregate = the tender, best rating first then account id', () => {
    const tenderId = randomUUID();
    const crossings = [crossing(84, 'b'), crossing(97, 'c'), crossing(84, 'a')];
    const [event, ...rest] = tenderCrossingEvents(tenderId, 'Home care', crossings, at);
    expect(rest).toEqual([]);
    expect(event).toMatchObject({ type: EligibilityEvents.TenderRatingsCrossed.type, aggregateId: tenderId, actorId: null });
    expect(event.occurredAt).toBe(at.toISOString());
    const payload = event.payload as TenderRatingsCrossed;
    expect(payload).toMatchObject({ tenderId, tenderTitle: 'Home care', part: 1, parts: 1 });
    expect(payload.crossings.map((c) => c.accountId)).toEqual(['c', 'a', 'b']);
    expect(payload.crossings[0]).toEqual(crossings[1]);
  });

  it('splits a large re-rating into parts of at most 1,000, every crossing once', () => {
    const crossings = Array.from({ length: 2 * TENDER_CROSSINGS_PER_EVENT + 7 }, (_, i) => crossing(80 + (i % 21)));
    const events = tenderCrossingEvents(randomUUID(), 'Roads', crossings, at);
    const payloads = events.map((e) => e.payload as TenderRatingsCrossed);
    expect(payloads.map((p) => [p.part, p.parts, p.crossings.length])).toEqual([
      [1, 3, 1000],
      [2, 3, 1000],
      [3, 3, 7],
    ]);
    const all = payloads.flatMap((p) => p.crossings);
    expect(new Set(all.map((c) => c.accountId)).size).toBe(crossings.length);
    expect(all.map((c) => c.rating)).toEqual([...crossings.map((c) => c.rating)].sort((a, b) => b - a));
    expect(new Set(events.map((e) => e.id)).size).toBe(3);
  });

  it('no crossings, no event', () => {
    expect(tenderCrossingEvents(randomUUID(), 'Nothing', [], at)).toEqual([]);
  });
});
