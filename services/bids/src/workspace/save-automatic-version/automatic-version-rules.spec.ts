import { automaticVersionName, automaticVersionStep } from './automatic-version-rules';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 9, minutes));

describe('automatic versions of a section being edited', () => {
  it('does nothing while the text is what was last versioned', () => {
    expect(automaticVersionStep({ versionedText: 'Draft', dirtySince: null }, 'Draft', at(30))).toEqual({ kind: 'unchanged' });
    // Edits that went back to the versioned text stop the clock.
    expect(automaticVersionStep({ versionedText: 'Draft', dirtySince: at(0) }, 'Draft', at(30))).toEqual({ kind: 'unchanged' });
  });

  it('starts the clock at the first change, waits ten minutes of it, then versions', () => {
    const versionedText = 'Draft';
    expect(automaticVersionStep({ versionedText, dirtySince: null }, 'Draft two', at(0))).toEqual({ kind: 'start', dirtySince: at(0) });
    expect(automaticVersionStep({ versionedText, dirtySince: at(0) }, 'Draft two!', at(9))).toEqual({ kind: 'wait' });
    expect(automaticVersionStep({ versionedText, dirtySince: at(0) }, 'Draft two!', at(10))).toEqual({ kind: 'version' });
    expect(automaticVersionStep({ versionedText, dirtySince: at(0) }, 'Draft two!', at(45))).toEqual({ kind: 'version' });
  });

  it('treats an unknown versioned text as changed', () => {
    expect(automaticVersionStep({ versionedText: null, dirtySince: null }, '', at(0)).kind).toBe('start');
    expect(automaticVersionStep({ versionedText: null, dirtySince: at(0) }, '', at(10)).kind).toBe('version');
  });

  it('names the version after its section, within 120 characters', () => {
    expect(automaticVersionName('Method statement')).toBe('Automatic — Method statement');
    const long = automaticVersionName('x'.repeat(300));
    expect(long).toHaveLength(120);
    expect(long.endsWith('x…')).toBe(true);
  });
});
