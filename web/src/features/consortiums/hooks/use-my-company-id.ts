import { useAuthStore } from '@/stores/auth-store';
import { useDataStore } from '@/stores/data-store';
import type { Id } from '@jointly/contracts';

/** The signed-in user's company: the account's `companyId`, else the stored partner record's id. */
export function useMyCompanyId(): Id | null {
  const fromUser = useAuthStore((s) => s.user?.companyId);
  const fromPartner = useDataStore((s) => s.partner?.id);
  return (typeof fromUser === 'string' && fromUser) || fromPartner || null;
}
