import { createTheme } from '@mui/material/styles';

/**
 * The brand colours of spec §9. "Primary" #000A0A is near-black, so it is the page and paper colour;
 * the teal "secondary" #03989E is the accent MUI calls `primary` (buttons, links, focus); #FAFFFF is text.
 * Contrast (WCAG): #FAFFFF on #000A0A 19.6:1, #03989E on #000A0A 5.7:1, #000A0A on #03989E 5.7:1 — all AA.
 * White text on teal is only 3.5:1, so filled teal buttons carry near-black text.
 */
export const brand = {
  primary: '#000A0A',
  secondary: '#03989E',
  white: '#FAFFFF',
  paper: '#071717',
  paperRaised: '#0C2222',
} as const;

export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: brand.secondary, contrastText: brand.primary },
    secondary: { main: brand.white, contrastText: brand.primary },
    background: { default: brand.primary, paper: brand.paper },
    text: { primary: brand.white, secondary: 'rgba(250, 255, 255, 0.74)' },
    divider: 'rgba(250, 255, 255, 0.14)',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Roboto, "Segoe UI", system-ui, -apple-system, Helvetica, Arial, sans-serif',
    h1: { fontWeight: 700, fontSize: 'clamp(2rem, 6vw, 3.5rem)', lineHeight: 1.1 },
    h2: { fontWeight: 700, fontSize: 'clamp(1.6rem, 4vw, 2.4rem)' },
    h3: { fontWeight: 600, fontSize: 'clamp(1.3rem, 3vw, 1.75rem)' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  // A keyboard focus ring on every MUI control (off by default in MUI 9): white on the dark surfaces.
  focusVisible: { outlineColor: brand.white, outlineWidth: 3, outlineOffset: 2 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Native elements (plain links, summary, custom buttons) get the same ring.
        'a:focus-visible, button:focus-visible, [tabindex]:focus-visible, summary:focus-visible': {
          outline: `3px solid ${brand.white}`,
          outlineOffset: 2,
        },
        a: { color: brand.secondary },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
        },
      },
    },
    MuiAppBar: { defaultProps: { color: 'transparent', elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
  },
});
