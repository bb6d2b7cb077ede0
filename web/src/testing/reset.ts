import { useToastStore } from '@/components/ui/toast/toast-store';
import { usePasswordResetStore } from '@/features/auth/stores/password-reset-store';
import { usePendingVerificationStore } from '@/features/auth/stores/pending-verification-store';
import { analytics } from '@/lib/analytics';
import { resetApiClientState } from '@/lib/api-client';
import { endSession } from '@/lib/session-events';
import { useAuthStore } from '@/stores/auth-store';
import { useDataStore } from '@/stores/data-store';
import { useDialogStore } from '@/stores/dialog-store';
import { useSessionUiStore } from '@/stores/session-ui-store';

/** Puts every module-level store back to a fresh page load (stores are singletons across a test file). */
export function resetAppState(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  useAuthStore.setState({ user: null });
  useDataStore.getState().reset();
  useDialogStore.getState().reset();
  useToastStore.setState({ toasts: [], lockedUntil: 0 });
  useSessionUiStore.setState({ cookieBannerClosed: false, testBannerDismissed: false });
  usePendingVerificationStore.setState({ pending: null });
  usePasswordResetStore.setState({ email: null, otpId: null, code: null });
  resetApiClientState();
  endSession(); // empties the shared react-query cache, if loaded
  analytics.reloadConsent();
  // Resetting the persisted stores writes their empty state; a fresh page has nothing stored.
  window.localStorage.clear();
  window.sessionStorage.clear();
}
