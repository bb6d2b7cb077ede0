import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/config/constants';
import type { Id, SignupType } from '@jointly/contracts';

/** What /v3/confirmEmail needs to verify a new account: from the sign-up answer, or from login's 403. */
export interface PendingVerification {
  userId: Id;
  /** The one-time code record (sign-up `result.id`, or login 403 `details.otpId`). */
  otpId: Id;
  /** Which verify-and-auth call to make; unknown when the code came from login's 403. */
  type?: SignupType;
  /** The address the code went to (shown, and offered when asking for a new code). */
  email?: string;
}

interface PendingVerificationState {
  pending: PendingVerification | null;
  start: (pending: PendingVerification) => void;
  clear: () => void;
}

/**
 * Kept in sessionStorage so a reload of the confirm page keeps it, and it goes when the tab closes
 * (no password is ever stored).
 */
export const usePendingVerificationStore = create<PendingVerificationState>()(
  persist(
    (set) => ({
      pending: null,
      start: (pending) => set({ pending }),
      clear: () => set({ pending: null }),
    }),
    {
      name: STORAGE_KEYS.pendingVerification,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ pending }) => ({ pending }),
      version: 1,
    },
  ),
);

/** A new code for the same account keeps what is known about it (type, e-mail). */
export function rememberNewCode(userId: Id, otpId: Id, email?: string): void {
  const { pending, start } = usePendingVerificationStore.getState();
  const same = pending?.userId === userId ? pending : null;
  start({ userId, otpId, type: same?.type, email: email ?? same?.email });
}
