import { brand, theme } from '../theme';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme', () => {
  it('is dark with the brand colours of spec §9', () => {
    expect(theme.palette.mode).toBe('dark');
    expect(brand).toMatchObject({ primary: '#000A0A', secondary: '#03989E', white: '#FAFFFF' });
    expect(theme.palette.background.default).toBe('#000A0A');
    expect(theme.palette.primary.main).toBe('#03989E');
    expect(theme.palette.text.primary).toBe('#FAFFFF');
  });

  it('keeps text and accents at WCAG AA contrast (4.5:1) on the dark surfaces', () => {
    for (const surface of [theme.palette.background.default, theme.palette.background.paper]) {
      expect(contrast(brand.white, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.palette.primary.main, surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(theme.palette.primary.contrastText, theme.palette.primary.main)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws a visible keyboard focus ring on every MUI control', () => {
    expect(theme.focusVisible).toMatchObject({ outlineStyle: 'solid', outlineColor: brand.white, outlineWidth: 3 });
  });
});
