import { randomUUID } from 'node:crypto';
import {
  EligibilityEvents,
  TenderEvents,
  type EligibilityCalculated,
  type EventEnvelope,
  type TenderRatingsCrossed,
  type TenderSummary,
} from '@jointly/contracts';
import { createEvent, EVENT_TRANSPORT, topicOf, type EventTransport } from '@jointly/common/events';
import { aTenderSummary, aUser, eventually, startEligibilityApp, type EligibilityTestApp } from './support/eligibility-test-app';

/**
 * Provider P (company C) works in CPV 85 in the North East with £1m turnover and CQC registration. Tenders:
 * A (85311000, North East, £250k) → 100; B (85, Yorkshire, £250k) → (3 + 0 + 2) / 7 = 71; X (construction) → 57.
 */
describe('eligibility results and their recalculation', () => {
  let t: EligibilityTestApp;
  const C = randomUUID();
  const P = aUser('provider', C);
  const colleague = aUser('provider', C);
  const outsider = aUser('provider', randomUUID());
  const admin = aUser('admin');
  const A = aTenderSummary({ title: 'Supported living, Durham', buyerName: 'Durham County Council' });
  const B = aTenderSummary({
    title: 'Home care, Leeds',
    buyerName: 'Leeds City Council',
    cpvCodes: ['85000000'],
    regions: ['Yorkshire and the Humber'],
  });
  const X = aTenderSummary({ title: 'Road resurfacing', cpvCodes: ['45233222'] });
  /**
   * Every crossing announced, oldest first, as EligibilityCalculated payloads: an account's recalculation publishes
   * EligibilityCalculated, a tender's one TenderRatingsCrossed per 1,000 crossings (each crossing one of its items).
   */
  const calculated = async (): Promise<Array<{ payload: EligibilityCalculated }>> => {
    const rows = (await t.db.query(`SELECT envelope FROM eligibility.outbox_message WHERE type = ANY($1::text[]) ORDER BY seq`, [
      [EligibilityEvents.EligibilityCalculated.type, EligibilityEvents.TenderRatingsCrossed.type],
    ])) as Array<{ envelope: EventEnvelope<EligibilityCalculated | TenderRatingsCrossed> }>;
    return rows.flatMap(({ envelope }) => {
      if (envelope.type === EligibilityEvents.EligibilityCalculated.type) return [{ payload: envelope.payload as EligibilityCalculated }];
      const { tenderId, tenderTitle, crossings } = envelope.payload as TenderRatingsCrossed;
      return crossings.map((crossing) => ({ payload: { ...crossing, tenderId, tenderTitle } }));
    });
  };

  /** What is stored: ratings are sparse (60 and above); the 59To0 band is computed on read. */
  const stored = async (accountId: string): Promise<Record<string, number>> => {
    const rows = (await t.db.query('SELECT tender_id, rating FROM eligibility.eligibility_result WHERE account_id = $1', [
      accountId,
    ])) as Array<{
      tender_id: string;
      rating: number;
    }>;
    return Object.fromEntries(rows.map((row) => [row.tender_id, row.rating]));
  };
  /** Every rating of open tenders the account has, as the API answers them (stored, and the low band computed). */
  const ratings = async (accountId: string): Promise<Record<string, number>> => {
    const res = await t.as(admin, 'GET', `/api/user-eligibility-result/${accountId}`);
    expect(res.status).toBe(200);
    const bands = (res.body as { resultInCategory: Array<Record<string, Array<{ tenderId: string; tenderRating: number }>>> })
      .resultInCategory[0];
    const all = Object.values(bands).flat();
    const byId = Object.fromEntries(all.map((row) => [row.tenderId, row.tenderRating]));
    // Stored rows are exactly the ratings of 60 and above (sparse storage).
    expect(await stored(accountId)).toEqual(Object.fromEntries(Object.entries(byId).filter(([, rating]) => rating >= 60)));
    return byId;
  };
  const handled = async (envelope: EventEnvelope, consumer: string) =>
    eventually(`${consumer} handled ${envelope.type}`, async () => {
      const rows = (await t.db.query('SELECT 1 FROM eligibility.processed_event WHERE consumer = $1 AND event_id = $2', [
        consumer,
        envelope.id,
      ])) as unknown[];
      return rows.length > 0;
    });
  const tenderEvent = async (envelope: EventEnvelope) => {
    await t.tenders.publish(envelope);
    await handled(envelope, 'RateTenderOnTenderEvents');
    return envelope;
  };
  const published = (summary: TenderSummary) =>
    createEvent(TenderEvents.TenderPublished, { aggregateId: summary.tenderId, payload: summary });
  /** Delivers an envelope again, as a broker would after a crash (bypassing the outbox). */
  const redeliver = (envelope: EventEnvelope) =>
    t.app.get<EventTransport>(EVENT_TRANSPORT).publish([{ topic: topicOf(envelope), key: envelope.aggregateId, envelope }]);
  const saveCriteria = async (user: typeof P, body: object) => {
    const res = await t.as(user, 'POST', '/api/user-criteria/add', body);
    expect([200, 201]).toContain(res.status);
    const [event] = (await t.outbox(EligibilityEvents.UserCriteriaChanged.type)).slice(-1);
    await handled(event, 'RecalculateOnUserCriteriaChanged');
  };

  beforeAll(async () => {
    t = await startEligibilityApp('eligibility_results');
    await saveCriteria(P, {
      serviceCategories: ['85'],
      regions: ['North East'],
      annualTurnover: 1_000_000,
      certifications: ['CQC registration'],
    });
  });
  afterAll(() => t?.close());

  it('rates a published tender against every account with criteria, and keeps its summary', async () => {
    await tenderEvent(published(A));
    await tenderEvent(published(B));
    await tenderEvent(published(X));
    expect(await ratings(P.id)).toEqual({ [A.tenderId]: 100, [B.tenderId]: 71, [X.tenderId]: 57 });
    // Sparse: X (57) is not stored; it is computed when read.
    expect(await stored(P.id)).toEqual({ [A.tenderId]: 100, [B.tenderId]: 71 });
    const [summary] = (await t.db.query(
      'SELECT title, buyer_name, status, value::float8 AS value, cpv_codes FROM eligibility.tender_summary WHERE tender_id = $1',
      [A.tenderId],
    )) as Array<Record<string, unknown>>;
    expect(summary).toEqual({ title: A.title, buyer_name: A.buyerName, status: 'active', value: 250_000, cpv_codes: ['85311000'] });
  });

  it('announces EligibilityCalculated only when a rating crosses into the 80+ bands', async () => {
    expect((await calculated()).map((e) => e.payload)).toEqual([
      { accountId: P.id, tenderId: A.tenderId, rating: 100, previousRating: null, band: '100To90', tenderTitle: A.title },
    ]);
    // A tender's recalculation announces its crossings in one event per tender (aggregate = the tender), not per account.
    const perTender = await t.outbox<TenderRatingsCrossed>(EligibilityEvents.TenderRatingsCrossed.type);
    expect(perTender.map((e) => ({ aggregateId: e.aggregateId, part: e.payload.part, parts: e.payload.parts }))).toEqual([
      { aggregateId: A.tenderId, part: 1, parts: 1 },
    ]);
    expect(await t.outbox(EligibilityEvents.EligibilityCalculated.type)).toEqual([]);
  });

  it('does not rate tenders that are not open (the one meaning of open: active, closing later or undated)', async () => {
    const closed = aTenderSummary({ status: 'awarded' });
    const past = aTenderSummary({ closingDate: '2020-01-01T00:00:00.000Z' });
    const planned = aTenderSummary({ status: 'planned', closingDate: null });
    const undated = aTenderSummary({ closingDate: null, cpvCodes: ['45233222'] });
    await tenderEvent(published(closed));
    await tenderEvent(published(past));
    await tenderEvent(published(planned));
    await tenderEvent(published(undated));
    expect(Object.keys(await ratings(P.id)).sort()).toEqual([A.tenderId, B.tenderId, X.tenderId, undated.tenderId].sort());
    // Rated tenders stay the open ones: the undated one leaves again so the counts below are those of A, B and X.
    await tenderEvent(
      createEvent(TenderEvents.TenderClosed, {
        aggregateId: undated.tenderId,
        payload: { tenderId: undated.tenderId, closingDate: '2026-01-01T00:00:00.000Z' },
      }),
    );
    expect(Object.keys(await ratings(P.id))).toHaveLength(3);
  });

  describe('GET /api/user-eligibility-result/{accountId}', () => {
    it('answers the ratings by band (spec §3 shape), best first', async () => {
      const res = await t.as(P, 'GET', `/api/user-eligibility-result/${P.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        resultInCategory: [
          {
            '100To90': [{ tenderId: A.tenderId, tenderRating: 100 }],
            '89To80': [],
            '79To70': [{ tenderId: B.tenderId, tenderRating: 71 }],
            '69To60': [],
            '59To0': [{ tenderId: X.tenderId, tenderRating: 57 }],
          },
        ],
      });
    });

    it('is for the account, its company and admins (403 others, 400 bad id, 401 guests)', async () => {
      expect((await t.as(colleague, 'GET', `/api/user-eligibility-result/${P.id}`)).status).toBe(200);
      expect((await t.as(admin, 'GET', `/api/user-eligibility-result/${P.id}`)).status).toBe(200);
      expect((await t.as(outsider, 'GET', `/api/user-eligibility-result/${P.id}`)).status).toBe(403);
      const bad = await t.as(P, 'GET', '/api/user-eligibility-result/me');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('accountId must be an account id (UUID)');
      expect((await t.as(null, 'GET', `/api/user-eligibility-result/${P.id}`)).status).toBe(401);
    });

    it('answers one page of the list with the counts per band (band, page, limit)', async () => {
      const page = async (query: string) => {
        const res = await t.as(P, 'GET', `/api/user-eligibility-result/${P.id}?${query}`);
        expect(res.status).toBe(200);
        return res.body as { resultInCategory: Array<Record<string, Array<{ tenderId: string }>>>; [key: string]: unknown };
      };
      const ids = (body: { resultInCategory: Array<Record<string, Array<{ tenderId: string }>>> }) =>
        Object.values(body.resultInCategory[0])
          .flat()
          .map((entry) => entry.tenderId);
      const counts = { '100To90': 1, '89To80': 0, '79To70': 1, '69To60': 0, '59To0': 1 };
      const first = await page('limit=2');
      expect(first).toEqual({
        resultInCategory: [
          {
            '100To90': [{ tenderId: A.tenderId, tenderRating: 100 }],
            '89To80': [],
            '79To70': [{ tenderId: B.tenderId, tenderRating: 71 }],
            '69To60': [],
            '59To0': [],
          },
        ],
        band: 'All',
        page: 1,
        limit: 2,
        counts,
        matching: 3,
      });
      // The next page continues past the stored ratings into the band computed on read, without a gap or a repeat.
      expect(ids(await page('limit=2&page=2'))).toEqual([X.tenderId]);
      expect(ids(await page('limit=2&page=3'))).toEqual([]);
      const low = await page('band=59To0');
      expect([ids(low), low.limit, low.matching]).toEqual([[X.tenderId], 50, 1]);
      const band = await page('band=79To70&limit=1');
      expect([ids(band), band.matching, band.counts]).toEqual([[B.tenderId], 1, counts]);
      expect(ids(await page('band=89To80'))).toEqual([]);
    });

    it('refuses a bad page request with 400 and says why', async () => {
      for (const [query, message] of [
        ['band=Top', 'band must be one of All, 100To90, 89To80, 79To70, 69To60, 59To0'],
        ['limit=0', 'limit must be between 1 and 300'],
        ['limit=301', 'limit must be between 1 and 300'],
        ['page=0', 'page must be 1 or more'],
        ['page=x', 'page must be a whole number'],
      ]) {
        const res = await t.as(P, 'GET', `/api/user-eligibility-result/${P.id}?${query}`);
        expect([query, res.status]).toEqual([query, 400]);
        expect(JSON.stringify(res.body.message)).toContain(message);
      }
      expect((await t.as(outsider, 'GET', `/api/user-eligibility-result/${P.id}?limit=5`)).status).toBe(403);
    });
  });

  it('recalculates the account against every open tender when its criteria change', async () => {
    await saveCriteria(P, { regions: ['Yorkshire and the Humber'] });
    // A: (3 + 0 + 2) / 7 = 71; B: 100 (crosses into 90+); X: (0 + 0 + 2) / 7 = 29
    expect(await ratings(P.id)).toEqual({ [A.tenderId]: 71, [B.tenderId]: 100, [X.tenderId]: 29 });
    const events = (await calculated()).map((e) => e.payload);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({ tenderId: B.tenderId, rating: 100, previousRating: 71 });
  });

  it('recalculates a tender when it is updated, and rates new accounts’ criteria', async () => {
    await saveCriteria(colleague, { serviceCategories: ['45'], regions: ['United Kingdom'] });
    expect(await ratings(colleague.id)).toEqual({ [A.tenderId]: 29, [B.tenderId]: 29, [X.tenderId]: 71 });
    await tenderEvent(
      createEvent(TenderEvents.TenderUpdated, {
        aggregateId: X.tenderId,
        payload: { ...X, regions: ['Yorkshire and the Humber'], value: null, changedFields: ['regions', 'value'] },
      }),
    );
    // X now asks: CPV 45 (3, mandatory), Yorkshire (2). P: (0 + 2) / 5 = 40 capped; colleague: 100.
    expect((await ratings(P.id))[X.tenderId]).toBe(40);
    expect((await ratings(colleague.id))[X.tenderId]).toBe(100);
  });

  it('keeps a tender’s ratings when an update changed nothing scoring reads (title, description, notice link)', async () => {
    const before = await ratings(colleague.id);
    const asUpdated = { ...X, regions: ['Yorkshire and the Humber'], value: null };
    // The payload's CPV codes differ, but the event says only the title and link changed: nothing is re-rated.
    const recoded = { ...asUpdated, title: 'Renamed only', cpvCodes: ['85311000'] };
    await tenderEvent(
      createEvent(TenderEvents.TenderUpdated, { aggregateId: X.tenderId, payload: { ...recoded, changedFields: ['title', 'noticeUrl'] } }),
    );
    expect(await ratings(colleague.id)).toEqual(before);
    const [summary] = (await t.db.query('SELECT title FROM eligibility.tender_summary WHERE tender_id = $1', [X.tenderId])) as Array<{
      title: string;
    }>;
    expect(summary.title).toBe('Renamed only');
    // The same payload saying the codes changed re-rates: colleague (CPV 45) no longer meets the mandatory category.
    await tenderEvent(
      createEvent(TenderEvents.TenderUpdated, { aggregateId: X.tenderId, payload: { ...recoded, changedFields: ['cpv'] } }),
    );
    expect((await ratings(colleague.id))[X.tenderId] ?? 0).toBeLessThan(60);
    await tenderEvent(
      createEvent(TenderEvents.TenderUpdated, { aggregateId: X.tenderId, payload: { ...asUpdated, changedFields: ['cpv', 'title'] } }),
    );
    expect(await ratings(colleague.id)).toEqual(before);
  });

  it('recalculates a tender when criteria are added to it', async () => {
    const staff = aUser('staff');
    await t.setPowers(staff, ['tender-criteria']);
    const res = await t.as(staff, 'POST', '/api/tender-criteria/add', {
      tender: B.tenderId,
      requirements: [
        { type: 'serviceCategory', cpvCodes: ['85'], weight: 2, mandatory: true },
        { type: 'certification', name: 'Cyber Essentials', weight: 1, mandatory: true },
      ],
    });
    expect(res.status).toBe(201);
    const [added] = (await t.outbox(EligibilityEvents.TenderCriteriaAdded.type)).slice(-1);
    await handled(added, 'RecalculateOnTenderCriteriaAdded');
    expect((await ratings(P.id))[B.tenderId]).toBe(59); // 2 / 3 = 67, capped: Cyber Essentials is mandatory
    expect((await ratings(colleague.id))[B.tenderId]).toBe(0);
  });

  it('changes nothing when an event is delivered again', async () => {
    const update = await tenderEvent(
      createEvent(TenderEvents.TenderUpdated, {
        aggregateId: A.tenderId,
        payload: { ...A, title: 'Supported living (renamed)', changedFields: ['title'] },
      }),
    );
    const before = { ratings: await ratings(P.id), events: (await calculated()).length };
    const [{ updated_at: summaryAt }] = (await t.db.query('SELECT updated_at FROM eligibility.tender_summary WHERE tender_id = $1', [
      A.tenderId,
    ])) as Array<{
      updated_at: Date;
    }>;
    await redeliver(update);
    await redeliver(update);
    expect({ ratings: await ratings(P.id), events: (await calculated()).length }).toEqual(before);
    const [after] = (await t.db.query('SELECT updated_at, title FROM eligibility.tender_summary WHERE tender_id = $1', [
      A.tenderId,
    ])) as Array<{
      updated_at: Date;
      title: string;
    }>;
    expect(after).toEqual({ updated_at: summaryAt, title: 'Supported living (renamed)' });
    const inbox = (await t.db.query('SELECT count(*)::int AS n FROM eligibility.processed_event WHERE event_id = $1', [
      update.id,
    ])) as Array<{ n: number }>;
    expect(inbox[0].n).toBe(1);
  });

  describe('GET /api/user-eligibility-result/check-all/{accountId}', () => {
    it('recalculates now and answers the same shape', async () => {
      await t.db.query('DELETE FROM eligibility.eligibility_result WHERE account_id = $1', [P.id]);
      const res = await t.as(P, 'GET', `/api/user-eligibility-result/check-all/${P.id}`);
      expect(res.status).toBe(200);
      expect(res.body.resultInCategory[0]).toEqual({
        '100To90': [],
        '89To80': [],
        '79To70': [{ tenderId: A.tenderId, tenderRating: 71 }],
        '69To60': [],
        '59To0': [
          { tenderId: B.tenderId, tenderRating: 59 },
          { tenderId: X.tenderId, tenderRating: 40 },
        ],
      });
      expect(await ratings(P.id)).toEqual({ [A.tenderId]: 71, [B.tenderId]: 59, [X.tenderId]: 40 });
      expect(await stored(P.id)).toEqual({ [A.tenderId]: 71 });
    });

    it('is for the account, its company and admins', async () => {
      expect((await t.as(admin, 'GET', `/api/user-eligibility-result/check-all/${P.id}`)).status).toBe(200);
      expect((await t.as(outsider, 'GET', `/api/user-eligibility-result/check-all/${P.id}`)).status).toBe(403);
    });
  });

  it('GET /api/user-eligibility-result/provider-dashboard: the caller’s counts per band and top tenders', async () => {
    const res = await t.as(colleague, 'GET', '/api/user-eligibility-result/provider-dashboard');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      counts: { '100To90': 1, '89To80': 0, '79To70': 0, '69To60': 0, '59To0': 2 },
      total: 3,
      topTenders: [
        { tenderId: X.tenderId, title: X.title, buyerName: X.buyerName, closingDate: X.closingDate, rating: 100, band: '100To90' },
        expect.objectContaining({ tenderId: A.tenderId, title: 'Supported living (renamed)', rating: 29, band: '59To0' }),
        expect.objectContaining({ tenderId: B.tenderId, title: B.title, buyerName: 'Leeds City Council', rating: 0 }),
      ],
      calculatedAt: expect.any(String),
    });
    const empty = await t.as(outsider, 'GET', '/api/user-eligibility-result/provider-dashboard');
    expect(empty.body).toMatchObject({ total: 0, topTenders: [], calculatedAt: null });
  });

  it('drops a tender’s ratings when it closes', async () => {
    await tenderEvent(
      createEvent(TenderEvents.TenderClosed, {
        aggregateId: A.tenderId,
        payload: { tenderId: A.tenderId, closingDate: new Date().toISOString() },
      }),
    );
    expect(Object.keys(await ratings(P.id)).sort()).toEqual([B.tenderId, X.tenderId].sort());
    expect(Object.keys(await ratings(colleague.id))).not.toContain(A.tenderId);
    const res = await t.as(P, 'GET', `/api/user-eligibility-result/${P.id}`);
    expect(JSON.stringify(res.body)).not.toContain(A.tenderId);
  });

  it('rates a batch of tenders (a feed run) once each, and tells a provider about at most 10 of them', async () => {
    const batch = Array.from({ length: 15 }, (_, i) => published(aTenderSummary({ title: `Home care lot ${i + 1}` })));
    const closeOne = createEvent(TenderEvents.TenderClosed, {
      aggregateId: batch[14].payload.tenderId,
      payload: { tenderId: batch[14].payload.tenderId, closingDate: new Date().toISOString() },
    });
    // P's criteria as at the start (earlier tests changed them): every tender of the batch fits fully.
    await saveCriteria(P, {
      serviceCategories: ['85'],
      regions: ['North East'],
      annualTurnover: 1_000_000,
      certifications: ['CQC registration'],
    });
    const before = (await calculated()).length;
    // One delivery of 16 events, as the relay hands a feed run's outbox rows to the consumer.
    await t.app
      .get<EventTransport>(EVENT_TRANSPORT)
      .publish([...batch, closeOne].map((envelope) => ({ topic: topicOf(envelope), key: envelope.aggregateId, envelope })));
    for (const envelope of [...batch, closeOne]) await handled(envelope, 'RateTenderOnTenderEvents');
    const mine = await ratings(P.id);
    for (const envelope of batch.slice(0, 14)) expect(mine[envelope.payload.tenderId]).toBe(100);
    expect(mine).not.toHaveProperty(batch[14].payload.tenderId);
    const announced = (await calculated()).slice(before).filter((e) => e.payload.accountId === P.id);
    expect(announced).toHaveLength(10);
    expect(new Set(announced.map((e) => e.payload.tenderId)).size).toBe(10);
  });
});
