import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The banner links to /cookie-policy.pdf; make sure what we ship there is a well-formed PDF.
const pdf = readFileSync(join(__dirname, '..', '..', '..', '..', 'public', 'cookie-policy.pdf')).toString('latin1');

describe('public/cookie-policy.pdf', () => {
  it('is a PDF whose cross-reference table points at every object', () => {
    expect(pdf.startsWith('%PDF-1.')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(pdf.slice(startxref)) ?? [];
    expect(Number(first)).toBe(0);
    const entries = pdf.slice(startxref).split('\n').slice(2, 2 + Number(count));
    entries.slice(1).forEach((entry, index) => {
      const offset = Number(entry.slice(0, 10));
      expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
  });

  it('has stream lengths that match their content', () => {
    for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = (match.index ?? 0) + match[0].length;
      expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
    }
  });

  it('describes the cookie policy', () => {
    expect(pdf).toContain('(Jointly Cookie Policy)');
    expect(pdf).toContain('jointly.analytics-consent');
    expect(pdf).toMatch(/Pressing Close on the banner only hides it/);
  });
});
