import { defaultDarkTheme, type RaThemeOptions } from 'react-admin';

/** Spec §9: dark theme, #000A0A (primary), #03989E (secondary), #FAFFFF (white). */
export const JOINTLY = { ink: '#000A0A', teal: '#03989E', white: '#FAFFFF' } as const;

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    mode: 'dark',
    primary: { main: JOINTLY.teal, contrastText: JOINTLY.white },
    secondary: { main: JOINTLY.teal, contrastText: JOINTLY.white },
    background: { default: JOINTLY.ink, paper: '#0B1A1A' },
    text: { primary: JOINTLY.white, secondary: 'rgba(250, 255, 255, 0.72)' },
  },
  components: {
    ...defaultDarkTheme.components,
    MuiAppBar: {
      styleOverrides: { root: { backgroundColor: JOINTLY.ink, color: JOINTLY.white, borderBottom: `1px solid ${JOINTLY.teal}` } },
    },
    // Keyboard users always see where they are.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${JOINTLY.teal}`, outlineOffset: 2 } } } },
    MuiLink: { styleOverrides: { root: { color: '#5fd4d8' } } },
  },
};
