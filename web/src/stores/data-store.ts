import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/config/constants';
import type { CompanyProfile, Id } from '@jointly/contracts';

/** The caller's company as the browser keeps it: CompanyProfile fields as far as known (merged from profile updates). */
type Partner = Partial<CompanyProfile> & { id: Id; [field: string]: unknown };

interface DataFields {
  /** The tender search box, kept across pages. */
  searchTerm: string;
  /** The signed-in provider's company record (kept from login, merged on profile update). */
  partner: Partner | null;
  /** The consortium chosen in the matching dialog and consortium screens. */
  selectedConsortiumId: Id | null;
  /** Unread notifications (the bell's badge); the notifications feature keeps it current. */
  unreadNotifications: number;
}

interface DataState extends DataFields {
  setSearchTerm: (searchTerm: string) => void;
  setPartner: (partner: Partner | CompanyProfile | null) => void;
  /** Merges the fields a profile update returned into the stored partner. */
  mergePartner: (fields: Partial<Partner> | Partial<CompanyProfile>) => void;
  setSelectedConsortiumId: (id: Id | null) => void;
  setUnreadNotifications: (count: number) => void;
  reset: () => void;
}

const initialData: DataFields = { searchTerm: '', partner: null, selectedConsortiumId: null, unreadNotifications: 0 };

export const useDataStore = create<DataState>()(
  persist(
    (set) => ({
      ...initialData,
      setSearchTerm: (searchTerm) => set({ searchTerm }),
      setPartner: (partner) => set({ partner: partner as Partner | null }),
      mergePartner: (fields) => set((state) => ({ partner: { ...(state.partner ?? {}), ...fields } as Partner })),
      setSelectedConsortiumId: (selectedConsortiumId) => set({ selectedConsortiumId }),
      setUnreadNotifications: (count) => set({ unreadNotifications: Math.max(0, Math.floor(count)) }),
      reset: () => set(initialData),
    }),
    {
      name: STORAGE_KEYS.data,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ searchTerm, partner, selectedConsortiumId, unreadNotifications }) => ({
        searchTerm,
        partner,
        selectedConsortiumId,
        unreadNotifications,
      }),
      version: 1,
    },
  ),
);
