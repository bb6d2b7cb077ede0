import { toast } from '@/components/ui/toast/toast-store';
import { MESSAGES } from '@/config/constants';
import { api } from '@/lib/api-client';
import { useDataStore } from '@/stores/data-store';
import type { MessageResponse, Partner } from '@/types/api';

/**
 * PATCH /account/update-profile. Spec §4: the returned fields are merged into the stored partner.
 * The answer may be the partner itself or wrap it as `partner`.
 */
export async function updateProfile(input: Record<string, unknown>): Promise<Partial<Partner>> {
  const response = await api.patch<Partial<Partner> & { partner?: Partial<Partner> }>('/account/update-profile', input);
  const fields = response?.partner ?? response ?? {};
  useDataStore.getState().mergePartner(fields);
  toast.success(MESSAGES.profileUpdated);
  return fields;
}

export const updatePassword = (input: { oldPassword?: string; newPassword: string; [field: string]: unknown }) =>
  api.post<MessageResponse>('/account/update-password', input);
