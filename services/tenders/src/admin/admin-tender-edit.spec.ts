import type { AdminTenderView } from './admin-tender.view';
import { changedEditFields } from './admin-tender-edit';

const current: AdminTenderView = {
  id: '6f0f4c3e-4d7a-4f55-9d8e-2f1d5b0c9a11',
  ocid: 'ocds-abc-1',
  title: 'Home care, Leeds',
  description: null,
  buyerName: 'Leeds City Council',
  status: 'active',
  value: 250000,
  currency: 'GBP',
  closingDate: '2026-12-01T12:00:00.000Z',
  publishedDate: '2026-10-01T00:00:00.000Z',
  cpvCodes: [{ code: '85000000', label: 'Health and social work services' }],
  regions: ['Yorkshire and the Humber', 'North West'],
  noticeUrl: null,
  procurementMethod: 'open',
  documents: [],
  publisher: 'Contracts Finder',
  updatedAt: '2026-11-01T00:00:00.000Z',
  editedFields: [],
};

describe('console tender edits (PUT /admin/tenders/{id})', () => {
  it('keeps only the editable fields that changed; the record sent back unchanged is no edit', () => {
    expect(changedEditFields(current, { ...current })).toEqual({});
    expect(
      changedEditFields(current, {
        ...current,
        regions: ['North West', 'Yorkshire and the Humber'],
        currency: 'gbp',
        value: '250,000',
        closingDate: '2026-12-01T12:00:00Z',
        procurementMethod: 'OPEN',
      }),
    ).toEqual({});
  });

  it('passes regions (list or comma-separated) and procurementMethod on like any other editable field', () => {
    expect(changedEditFields(current, { ...current, regions: 'London, Wales', procurementMethod: 'selective' })).toEqual({
      regions: 'London, Wales',
      procurementMethod: 'selective',
    });
    expect(changedEditFields(current, { ...current, regions: [] })).toEqual({ regions: [] });
    expect(changedEditFields(current, { ...current, description: 'New text', noticeUrl: null })).toEqual({ description: 'New text' });
  });

  it('refuses a field that is not editable by name', () => {
    expect(() => changedEditFields(current, { ...current, colour: 'red' })).toThrow(
      /"colour" cannot be edited; editable fields are title, /,
    );
  });
});
