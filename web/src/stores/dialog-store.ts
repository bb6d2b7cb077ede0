import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/config/constants';

interface DialogFlags {
  /** Drives the global loading spinner. */
  isLoading: boolean;
  /** The Tender Writer confirmation dialog. */
  showDialog: boolean;
  /** The consortium matching dialog. */
  showConsortiumMatchingCompanies: boolean;
}

interface DialogState extends DialogFlags {
  setLoading: (isLoading: boolean) => void;
  setShowDialog: (showDialog: boolean) => void;
  setShowConsortiumMatchingCompanies: (show: boolean) => void;
  reset: () => void;
}

const initialFlags: DialogFlags = { isLoading: false, showDialog: false, showConsortiumMatchingCompanies: false };

/**
 * Persisted in localStorage, as the spec says. A reload never has a request in flight, though, so
 * isLoading is always restored as false: a stored `true` would otherwise cover the app with a spinner for good.
 */
export const useDialogStore = create<DialogState>()(
  persist(
    (set) => ({
      ...initialFlags,
      setLoading: (isLoading) => set({ isLoading }),
      setShowDialog: (showDialog) => set({ showDialog }),
      setShowConsortiumMatchingCompanies: (showConsortiumMatchingCompanies) => set({ showConsortiumMatchingCompanies }),
      reset: () => set(initialFlags),
    }),
    {
      name: STORAGE_KEYS.dialog,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ isLoading, showDialog, showConsortiumMatchingCompanies }) => ({ isLoading, showDialog, showConsortiumMatchingCompanies }),
      merge: (persisted, current) => ({ ...current, ...(persisted as Partial<DialogFlags>), isLoading: false }),
      version: 1,
    },
  ),
);

export const setLoading = (isLoading: boolean): void => useDialogStore.getState().setLoading(isLoading);
