import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/config/constants';
import type { Id } from '@jointly/contracts';

interface PasswordResetState {
  email: string | null;
  /** The code record of POST /account/send-otp/{email}. */
  otpId: Id | null;
  /** The code, once POST /account/verify-otp accepted it (reset-password checks it again). */
  code: string | null;
  codeSent: (email: string, otpId: Id) => void;
  codeAccepted: (code: string) => void;
  clear: () => void;
}

/** The three reset screens share this; sessionStorage keeps it over a reload and drops it with the tab. */
export const usePasswordResetStore = create<PasswordResetState>()(
  persist(
    (set) => ({
      email: null,
      otpId: null,
      code: null,
      codeSent: (email, otpId) => set({ email, otpId, code: null }),
      codeAccepted: (code) => set({ code }),
      clear: () => set({ email: null, otpId: null, code: null }),
    }),
    {
      name: STORAGE_KEYS.passwordReset,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ email, otpId, code }) => ({ email, otpId, code }),
      version: 1,
    },
  ),
);
