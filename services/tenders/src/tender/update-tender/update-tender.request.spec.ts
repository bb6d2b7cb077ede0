import { laneOf } from '../../import/tender-batch.writer';
import { idsFrom, idsFromBody } from '../fetch-multiple-tenders/fetch-multiple-ids';
import { parseTenderEdit } from './update-tender.request';

describe('admin tender edits', () => {
  it('reads form fields into overrides; empty clears an optional field; aliases are accepted', () => {
    expect(
      parseTenderEdit({
        title: ' New ',
        link: 'https://x.example/n',
        value: '1,250.50',
        currency: 'gbp',
        closingDate: '2026-12-31',
        regions: 'UKM, Wales',
        description: '',
      }),
    ).toEqual({
      set: {
        title: 'New',
        noticeUrl: 'https://x.example/n',
        value: 1250.5,
        currency: 'GBP',
        closingDate: '2026-12-31T23:59:59.999Z',
        regions: ['Scotland', 'Wales'],
        description: null,
      },
      revert: [],
    });
    expect(parseTenderEdit({ revert: 'title, link' })).toEqual({ set: {}, revert: ['title', 'noticeUrl'] });
  });

  it.each([
    [{ id: 'x', buyer: 'y' }, '"buyer" cannot be edited'],
    [{ revert: 'ocid' }, 'Cannot revert "ocid"'],
    [{ title: 'a', revert: 'title' }, 'title cannot be both changed and reverted.'],
    [{ noticeUrl: 'ftp://x.example' }, 'noticeUrl must start with https:// or http://.'],
    [{ procurementMethod: 'auction' }, 'procurementMethod must be open, selective, limited or direct, got "auction".'],
  ])('refuses %j', (fields, message) => {
    expect(() => parseTenderEdit(fields)).toThrow(message);
  });
});

describe('fetch-multiple ids and import lanes', () => {
  it('collects query ids from id[n] fields, arrays and qs objects, in order', () => {
    expect(idsFrom({ 'id[1]': 'b', 'id[0]': 'a', 'id[10]': 'c' })).toEqual(['a', 'b', 'c']);
    expect(idsFrom({ id: ['x', 'y'] }, { id: { 0: 'y', 1: 'z' } })).toEqual(['x', 'y', 'y', 'z']);
    expect(idsFrom({ ids: 'one' }, undefined, null)).toEqual(['one']);
  });

  it('reads a body exactly as documented: id[n] strings or an id list; anything else is a 400 naming it', () => {
    expect(idsFromBody({ 'id[1]': 'b', 'id[0]': 'a', 'id[10]': 'c' })).toEqual(['a', 'b', 'c']);
    expect(idsFromBody({ id: ['x', 'y'] })).toEqual(['x', 'y']);
    expect(idsFromBody({ ids: 'one' })).toEqual(['one']);
    expect(idsFromBody(undefined)).toEqual([]);
    expect(() => idsFromBody({ 'id[0]': 5 })).toThrow('id[0] must be one id');
    expect(() => idsFromBody({ 'id[0]': '' })).toThrow('id[0] must be one id');
    expect(() => idsFromBody({ id: [] })).toThrow('id must be a non-empty list of ids');
    expect(() => idsFromBody({ id: ['a'], colour: 'blue' })).toThrow('Unknown field "colour"');
    expect(() => idsFromBody(['a'])).toThrow('The body must be an object');
  });

  it('sends an ocid always to the same lane, spreading ocids over the lanes', () => {
    expect(laneOf('ocds-b5fd17-1', 2)).toBe(laneOf('ocds-b5fd17-1', 2));
    const counts = [0, 0];
    for (let i = 0; i < 1000; i++) counts[laneOf(`ocds-x-${i}`, 2)]++;
    expect(Math.min(...counts)).toBeGreaterThan(400);
  });
});
