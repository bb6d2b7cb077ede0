import { SAMPLE_LEVELS as MIGRATED_LEVELS, samplePredicate } from '../migrations/1767102600000-tender-search-samples';
import { SAMPLE_LEVELS, subsetSql } from './search-sql';

describe('sample subsets', () => {
  it('are written word for word as the partial indexes’ predicates (else the planner cannot use them)', () => {
    expect([...SAMPLE_LEVELS]).toEqual([...MIGRATED_LEVELS]);
    for (const level of SAMPLE_LEVELS) expect(subsetSql('t', level)).toBe(samplePredicate(level, 't.'));
  });

  it('are nested: a tender in a sparser sample is in every denser one', () => {
    const member = (lastByte: number, level: number) => (lastByte & (level - 1)) === 0;
    for (let byte = 0; byte < 256; byte++)
      for (const [sparse, dense] of [
        [256, 128],
        [128, 32],
        [32, 8],
      ])
        if (member(byte, sparse)) expect(member(byte, dense)).toBe(true);
    expect(subsetSql('x', 32)).toBe('(get_byte(uuid_send(x.id), 15) & 31) = 0');
  });

  it('refuses a level without an index', () => {
    expect(() => subsetSql('t', 16)).toThrow('no sample of 1 in 16');
  });
});
