import { create } from 'zustand';

/** UI choices that last until the page is reloaded and are deliberately not stored anywhere. */
interface SessionUiState {
  cookieBannerClosed: boolean;
  testBannerDismissed: boolean;
  closeCookieBanner: () => void;
  dismissTestBanner: () => void;
}

export const useSessionUiStore = create<SessionUiState>()((set) => ({
  cookieBannerClosed: false,
  testBannerDismissed: false,
  closeCookieBanner: () => set({ cookieBannerClosed: true }),
  dismissTestBanner: () => set({ testBannerDismissed: true }),
}));
