import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/config/constants';
import type { AccountView, Id } from '@jointly/contracts';

/**
 * The signed-in account as the browser keeps it: the fields of the login answer's `user` (AccountView of
 * @jointly/contracts) as far as they are known, and the token's name for the account type (`role`).
 */
export type User = Omit<Partial<AccountView>, 'accountType'> & {
  id?: Id;
  email: string;
  role?: string;
  accountType?: string;
  [field: string]: unknown;
};

/** The signed-in user as kept in the browser: the account fields plus both tokens. */
export interface SessionUser extends User {
  accessToken: string;
  refreshToken: string;
  /** Login's old-user flag (spec §2 post-login navigation). */
  oldUserStatus?: boolean;
}

interface AuthState {
  user: SessionUser | null;
  setUser: (user: SessionUser) => void;
  /** Replaces both tokens after a refresh; a no-op when nobody is signed in. */
  setTokens: (accessToken: string, refreshToken: string) => void;
  /** Merges fresh account fields (GET /account/me, a profile update) into the signed-in user, keeping the tokens. */
  updateUser: (fields: Partial<User> | Partial<AccountView>) => void;
  clear: () => void;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      setUser: (user) => set({ user }),
      setTokens: (accessToken, refreshToken) =>
        set((state) => (state.user ? { user: { ...state.user, accessToken, refreshToken } } : state)),
      updateUser: (fields) =>
        set((state) => {
          if (!state.user) return state;
          const { accessToken, refreshToken, oldUserStatus } = state.user;
          return { user: { ...state.user, ...fields, accessToken, refreshToken, oldUserStatus } };
        }),
      clear: () => set({ user: null }),
    }),
    {
      name: STORAGE_KEYS.auth,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ user: state.user }),
      version: 1,
    },
  ),
);

export const getSessionUser = (): SessionUser | null => useAuthStore.getState().user;
export const getAccessToken = (): string | null => useAuthStore.getState().user?.accessToken ?? null;
