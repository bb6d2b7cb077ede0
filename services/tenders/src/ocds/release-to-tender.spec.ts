import fs from 'node:fs';
import path from 'node:path';
import { criteriaSourceOf, monthsBetween } from '../tender/tender.row';
import { cpvPrefixes, cpvStem, describeCpv, normaliseCpv } from './cpv/cpv';
import { normaliseRegion, regionCode } from './regions';
import { cleanText, parseAmount, parseDate, releaseToTender } from './release-to-tender';
import { deriveStatus } from './status';
import { TenderRecord, applyOverrides, changedFields, mergeTenderRecords, recordHash, stableJson } from './tender-record';

const NOW = new Date('2026-11-22T12:00:00Z');
const derive = (release: Record<string, unknown>, publisher: string | null = null) =>
  releaseToTender(release, { packagePublisher: publisher, now: NOW });
const record = (release: Record<string, unknown>): TenderRecord => {
  const outcome = derive(release);
  if (outcome.kind !== 'tender') throw new Error(`expected a tender, got ${outcome.kind}`);
  return outcome.record;
};

describe('releaseToTender', () => {
  it('rejects releases without an ocid or with a tender that is not an object; skips planning-only releases', () => {
    expect(derive({ tender: { title: 'x' } })).toEqual({ kind: 'rejected', reason: 'the release has no ocid' });
    expect(derive({ ocid: 'ocds-1', tender: ['x'] })).toMatchObject({
      kind: 'rejected',
      reason: expect.stringContaining('"tender" must be an object, got an array'),
    });
    expect(derive({ ocid: 'ocds-1', planning: { budget: {} } })).toEqual({
      kind: 'skipped',
      ocid: 'ocds-1',
      reason: 'planning-only notice (no tender section)',
    });
    expect(derive({ ocid: 'ocds-1', tender: {} })).toEqual({ kind: 'skipped', ocid: 'ocds-1', reason: 'no tender section' });
  });

  it('treats the early Contracts Finder tenderPeriod as the contract period, not a closing date', () => {
    const r = record({
      ocid: 'ocds-b5fd17-2c330cf9',
      date: '2014-12-17T16:44:56Z',
      buyer: { name: 'Met Office', contactPoint: { name: 'Mrs T Briers', email: 't@metoffice.example' } },
      tender: {
        title: ' Climate Science ',
        status: 'active',
        xClassifications: { isSuitableForSme: false, isSuitableForVco: true },
        value: { currency: 'GBP', amount: null },
        minValue: { currency: 'GBP', amount: 40676 },
        tenderPeriod: { startDate: '2015-04-01T00:00:00Z', endDate: '2016-03-31T00:00:00Z' },
        items: [{ id: 1, classification: { scheme: 'CPV', id: '73000000', description: 'Research and development services' } }],
      },
    });
    expect(r).toMatchObject({
      title: 'Climate Science',
      closingDate: null,
      value: 40676,
      currency: 'GBP',
      buyerName: 'Met Office',
      status: 'closed',
    });
    expect(r.details).toMatchObject({
      contractPeriod: { startDate: '2015-04-01T00:00:00.000Z' },
      tenderPeriod: null,
      valueSource: 'minValue',
      suitability: { sme: false, vcse: true },
    });
    expect(r.details.closingDateNote).toContain('contract period');
    expect(r.buyerContact).toMatchObject({ name: 'Mrs T Briers', email: 't@metoffice.example' });
  });

  it('uses the current tenderPeriod end as the closing date and parties for the buyer', () => {
    const r = record({
      ocid: 'ocds-h6vhtk-1',
      id: 'n-1',
      date: '2026-10-06T17:59:32+01:00',
      language: 'en',
      parties: [
        {
          id: 'B1',
          name: 'Central Council',
          roles: ['buyer'],
          address: { region: 'UKH25', locality: 'Shefford' },
          contactPoint: { email: 'x@y.example' },
        },
      ],
      buyer: { id: 'B1', name: 'Central Council' },
      tender: {
        title: 'Supported living',
        status: 'active',
        value: { amount: 2772000, amountGross: 3326400, currency: 'GBP' },
        tenderPeriod: { endDate: '2026-12-05T12:00:00+00:00' },
        procurementMethod: 'open',
        items: [
          {
            additionalClassifications: [{ scheme: 'CPV', id: '85311000', description: 'Social work services with accommodation' }],
            deliveryAddresses: [{ region: 'UKH25' }],
          },
        ],
        documents: [
          { id: 'c', documentType: 'conflictOfInterest', description: 'Not published' },
          { id: 'n', documentType: 'tenderNotice', url: 'https://www.find-tender.service.gov.uk/Notice/1', format: 'text/html' },
        ],
      },
    });
    expect(r).toMatchObject({
      status: 'active',
      closingDate: '2026-12-05T12:00:00.000Z',
      publishedAt: '2026-10-06T16:59:32.000Z',
      regions: ['East of England'],
      procurementMethod: 'open',
    });
    expect(r.noticeUrl).toBe('https://www.find-tender.service.gov.uk/Notice/1');
    expect(r.cpv).toEqual([
      {
        code: '85311000',
        label: 'Social work services with accommodation',
        division: '85',
        divisionLabel: 'Health and social work services',
      },
    ]);
    expect(r.details.regionCodes).toEqual(['UKH25']);
    expect(r.buyerContact?.address).toContain('Shefford');
  });

  it('takes the value from the lots when the tender has none, and rounds to pence', () => {
    const r = record({
      ocid: 'o',
      tender: {
        title: 't',
        lots: [
          { id: '1', value: { amount: 100.004, currency: 'GBP' } },
          { id: '2', value: { amount: '50', currency: 'GBP' } },
        ],
      },
    });
    expect(r).toMatchObject({ value: 150, currency: 'GBP' });
    expect(r.details.valueSource).toBe('lots');
  });

  it('keeps what eligibility derives criteria from: selection criteria text, contract length, suitability, lots', () => {
    const file = path.resolve(__dirname, '../../../../../shared/data/ocds/uk/public-contracts-scotland-2019/SRel23.json');
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    const r = releaseToTender((data.releases ?? [data])[0], { packagePublisher: null, now: NOW });
    if (r.kind !== 'tender') throw new Error(`expected a tender, got ${r.kind}`);
    expect(r.record.details.selectionCriteria).toContain('minimum “general” annual turnover of 200,000 GBP');
    expect(r.record.details.selectionCriteria).toContain('Public Liability Insurance - 10m GBP');
    const source = criteriaSourceOf(r.record);
    expect(source.lots.map((l) => [l.lotId, l.contractMonths])).toContainEqual(['1', 48]);
    expect(source.selectionCriteria).toBe(r.record.details.selectionCriteria);

    const stated = record({
      ocid: 'o',
      tender: {
        title: 't',
        contractPeriod: { durationInDays: 730 },
        suitability: { sme: true, vcse: false },
        eligibilityCriteria: 'Registered with the Care Quality Commission.',
        lots: [{ id: 'A', value: { amount: 1000, currency: 'GBP' }, contractPeriod: { startDate: '2027-01-01', endDate: '2028-01-01' } }],
      },
    });
    expect(criteriaSourceOf(stated)).toEqual({
      contractMonths: 24,
      suitability: { sme: true, vcse: false },
      lots: [{ lotId: 'A', title: null, value: 1000, currency: 'GBP', contractMonths: 12 }],
      selectionCriteria: 'Registered with the Care Quality Commission.',
    });
    expect(monthsBetween('2027-01-01', '2026-01-01')).toBeNull();
  });

  it('reads national quirks: string amounts, lower-case currencies, check digits on CPV codes, UNSPSC ignored', () => {
    const r = record({
      ocid: 'ocds-ngfbwp-1',
      language: 'md',
      tender: {
        title: 'Servicii',
        status: 'Executarea contractului',
        value: { amount: '', currency: '' },
        items: [{ classification: { scheme: 'CPV', id: '50720000-8', description: 'Servicii de reparare' } }],
      },
      awards: [
        { id: 'a1', status: '', date: '', value: { amount: 203179.71, currency: 'mdl' }, suppliers: [{ name: 'S.C. ELINATCONS S.R.L.' }] },
      ],
    });
    expect(r).toMatchObject({ status: 'awarded', value: null, currency: null, regions: ['Moldova'], sourcePlatform: 'MTender' });
    expect(r.cpv).toEqual([
      {
        code: '50720000',
        label: 'Repair and maintenance services of central heating',
        division: '50',
        divisionLabel: 'Repair and maintenance services',
      },
    ]);
    expect(r.details.awards).toEqual([
      {
        id: 'a1',
        title: null,
        status: null,
        date: null,
        value: 203179.71,
        currency: 'MDL',
        suppliers: [{ id: null, name: 'S.C. ELINATCONS S.R.L.' }],
      },
    ]);
    expect(record({ ocid: 'o', tender: { title: 't', items: [{ classification: { scheme: 'UNSPSC', id: ' 81101508' } }] } }).cpv).toEqual(
      [],
    );
  });

  it('falls back for a missing title and repairs literal "rn" line breaks after sentence ends', () => {
    expect(record({ ocid: 'o', title: 'Release title', tender: { id: 't' } }).title).toBe('Release title');
    expect(record({ ocid: 'o', tender: { id: 't' } }).title).toBe('Untitled tender o');
    expect(cleanText('First line.rn Second line:rnrn Third; government return')).toBe(
      'First line.\n Second line:\n\n Third; government return',
    );
    // Contracts Finder 2025 (Release121): breaks straight before the next sentence, and after a link.
    expect(cleanText('punctuality data.rnrnThe online data port. See https://app.jaggaer.com/web/login.htmlrnrnAnd search')).toBe(
      'punctuality data.\n\nThe online data port. See https://app.jaggaer.com/web/login.html\n\nAnd search',
    );
    expect(cleanText('Lot 1.rn2. Delivery')).toBe('Lot 1.\n2. Delivery');
    // Words with "rn" stay as they are.
    expect(cleanText('Learn more about the Governance of Bournemouth modern services')).toBe(
      'Learn more about the Governance of Bournemouth modern services',
    );
  });
});

describe('status', () => {
  const base = { closingDate: null, contractStart: null, hasActiveAward: false, tags: ['tender'], now: NOW };
  it.each([
    ['planning', 'planned'],
    ['planned', 'planned'],
    ['active', 'active'],
    ['cancelled', 'cancelled'],
    ['withdrawn', 'cancelled'],
    ['unsuccessful', 'closed'],
    ['complete', 'closed'],
    ['Primirea ofertelor', 'active'],
    ['Evaluarea ofertelor', 'closed'],
    ['Executarea contractului', 'awarded'],
  ])('maps %s to %s', (ocds, ours) => {
    expect(deriveStatus({ ...base, ocdsStatus: ocds })).toBe(ours);
  });

  it('is awarded when complete with an active award; closed once the closing date (or the contract start) passed', () => {
    expect(deriveStatus({ ...base, ocdsStatus: 'complete', hasActiveAward: true })).toBe('awarded');
    expect(deriveStatus({ ...base, ocdsStatus: 'active', closingDate: '2026-11-01T00:00:00Z' })).toBe('closed');
    expect(deriveStatus({ ...base, ocdsStatus: 'active', closingDate: '2026-12-01T00:00:00Z' })).toBe('active');
    expect(deriveStatus({ ...base, ocdsStatus: 'active', contractStart: '2015-04-01T00:00:00Z' })).toBe('closed');
    expect(deriveStatus({ ...base, ocdsStatus: 'something else', tags: ['award'], hasActiveAward: true })).toBe('awarded');
    expect(deriveStatus({ ...base, ocdsStatus: null, tags: ['planning'] })).toBe('planned');
  });
});

describe('merging releases of one ocid', () => {
  const a = record({
    ocid: 'o',
    id: 'r1',
    date: '2025-01-01T00:00:00Z',
    tender: {
      title: 'Old title',
      description: 'Kept',
      status: 'active',
      tenderPeriod: { endDate: '2025-02-01T00:00:00Z' },
      documents: [{ id: 'd1', url: 'https://x/1' }],
    },
  });
  const b = record({
    ocid: 'o',
    id: 'r2',
    date: '2025-03-01T00:00:00Z',
    tag: ['award'],
    tender: { title: 'New title', status: 'complete' },
    awards: [{ id: 'w1', status: 'active', suppliers: [{ name: 'Acme' }] }],
  });

  it('lets the newest release win, fills gaps from older ones and unions the lists', () => {
    const merged = mergeTenderRecords(a, b);
    expect(merged).toMatchObject({
      title: 'New title',
      description: 'Kept',
      status: 'awarded',
      closingDate: '2025-02-01T00:00:00.000Z',
      publishedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(merged.details.releaseIds).toEqual(['r1', 'r2']);
    expect(merged.details.documents.map((d) => d.id)).toEqual(['d1']);
    expect(merged.details.awards.map((w) => w.id)).toEqual(['w1']);
  });

  it('does not depend on arrival order, and merging a release again changes nothing', () => {
    const ab = mergeTenderRecords(a, b);
    expect(recordHash(mergeTenderRecords(b, a))).toBe(recordHash(ab));
    expect(recordHash(mergeTenderRecords(ab, a))).toBe(recordHash(ab));
    expect(recordHash(mergeTenderRecords(ab, b))).toBe(recordHash(ab));
  });

  it('hashes by content whatever the key order; lists changed fields; applies overrides', () => {
    expect(stableJson({ b: 1, a: [{ d: 2, c: 1 }] })).toBe('{"a":[{"c":1,"d":2}],"b":1}');
    const edited = applyOverrides(a, { title: 'Fixed', noticeUrl: 'https://notice' });
    expect(changedFields(a, edited)).toEqual(['noticeUrl', 'title']);
  });
});

describe('CPV, regions, dates and amounts', () => {
  it('normalises CPV codes and their hierarchy', () => {
    expect(normaliseCpv('85311000-2')).toBe('85311000');
    expect(normaliseCpv(' 85311000 ')).toBe('85311000');
    expect(normaliseCpv('9010108967')).toBeNull();
    expect(normaliseCpv('01000000')).toBeNull(); // no division 01 in CPV 2008
    expect(cpvStem('85000000')).toBe('85');
    expect(cpvStem('85300000')).toBe('853');
    expect(cpvPrefixes('85311000')).toEqual(['85', '853', '8531', '85311']);
    expect(describeCpv('85999999', 'Published label')).toEqual({
      code: '85999999',
      label: 'Published label',
      division: '85',
      divisionLabel: 'Health and social work services',
    });
  });

  it('normalises regions from NUTS/ITL codes, names and country codes', () => {
    expect(normaliseRegion('UKM82')).toBe('Scotland');
    expect(normaliseRegion('TLI3')).toBe('London');
    expect(normaliseRegion('UK')).toBe('United Kingdom');
    expect(normaliseRegion('ENG')).toBe('England');
    expect(normaliseRegion('\n  England\n')).toBe('England');
    expect(normaliseRegion('AM')).toBe('Armenia');
    expect(normaliseRegion('Київська область')).toBe('Київська область');
    expect(regionCode('ukh25')).toBe('UKH25');
    expect(regionCode('England')).toBeNull();
  });

  it('parses OCDS dates of any precision and amounts as numbers or numeric strings', () => {
    expect(parseDate('2016-06-14T23:59:59.999999+03:00')).toBe('2016-06-14T20:59:59.999Z');
    expect(parseDate('2026-10-06T15:44:10')).toBe('2026-10-06T15:44:10.000Z');
    expect(parseDate('2015-04-01')).toBe('2015-04-01T00:00:00.000Z');
    expect(parseDate('')).toBeNull();
    expect(parseDate('31/12/2026')).toBeNull();
    expect(parseAmount('203179.71')).toBe(203179.71);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount(-5)).toBeNull();
  });
});
