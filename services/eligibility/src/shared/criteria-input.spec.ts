import {
  cleanCpvList,
  cleanOptionalText,
  cleanParagraphs,
  cleanText,
  cleanTextList,
  queryList,
  withoutCpvCheckDigit,
} from './criteria-input';

describe('criteria input normalisation', () => {
  it('trims text and collapses inner blanks, leaving other types for validation', () => {
    expect(cleanText('  ISO   9001 \n')).toBe('ISO 9001');
    expect(cleanText(42)).toBe(42);
    expect(cleanText(null)).toBeNull();
  });

  it('turns empty optional text into null (clears the field)', () => {
    expect(cleanOptionalText('   ')).toBeNull();
    expect(cleanOptionalText(' Care lead ')).toBe('Care lead');
    expect(cleanOptionalText(undefined)).toBeUndefined();
  });

  it('keeps the lines of paragraphs but trims their ends', () => {
    expect(cleanParagraphs('  First line\r\nSecond  line  ')).toBe('First line\nSecond  line');
    expect(cleanParagraphs('\n \n')).toBeNull();
  });

  it('trims list items, drops empty ones and removes duplicates ignoring case (first spelling wins)', () => {
    expect(cleanTextList([' CQC registration ', 'cqc  REGISTRATION', '', '  ', 'ISO 9001', 'Cyber Essentials', 'ISO 9001'])).toEqual([
      'CQC registration',
      'ISO 9001',
      'Cyber Essentials',
    ]);
    expect(cleanTextList(null)).toEqual([]);
  });

  it('leaves non-lists and non-string items for validation to name', () => {
    expect(cleanTextList('ISO 9001')).toBe('ISO 9001');
    expect(cleanTextList(['a', 3, { x: 1 }])).toEqual(['a', 3, { x: 1 }]);
  });

  it('compares CPV codes without their check digit', () => {
    expect(withoutCpvCheckDigit('85000000-9')).toBe('85000000');
    expect(withoutCpvCheckDigit('85')).toBe('85');
    expect(withoutCpvCheckDigit('care')).toBe('care');
    expect(cleanCpvList(['85000000-9', ' 85000000 ', '85311000-2', '85'])).toEqual(['85000000', '85311000', '85']);
  });

  it('reads query-string lists in the qs array, single and comma forms', () => {
    expect(queryList(['a', ' b ', 'a'])).toEqual(['a', 'b']);
    expect(queryList('a')).toEqual(['a']);
    expect(queryList('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(queryList('')).toBeUndefined();
    expect(queryList({ x: 'a' })).toEqual({ x: 'a' });
  });

  it('keeps an empty item of a patterned list for validation to refuse, and an over-long list as sent', () => {
    expect(queryList('', 50, true)).toEqual(['']);
    expect(queryList('85,,86', 50, true)).toEqual(['85', '', '86']);
    expect(queryList(['a', 'a', 'a'], 2)).toEqual(['a', 'a', 'a']);
    expect(queryList(['a', 'a'], 2)).toEqual(['a']);
    expect(cleanCpvList(['85', ' '])).toEqual(['85', '']);
  });
});
