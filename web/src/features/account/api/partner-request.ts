import { api } from '@/lib/api-client';
import { useDataStore } from '@/stores/data-store';
import type { CompanyProfile, MessageResponse } from '@jointly/contracts';
import type { CompanyUpdate } from './profile';

export type PartnerRequestInput = CompanyUpdate & { motivation?: string };

/**
 * POST /partner/request: the signed-in provider's company asks to become a consortium partner (company fields
 * optional). The answer's partner (now `verification: 'requested'`) is merged into the stored partner.
 */
export async function requestPartnership(input: PartnerRequestInput): Promise<{ partner: CompanyProfile; message: string }> {
  const response = await api.post<MessageResponse & { partner: CompanyProfile }>('/partner/request', input);
  useDataStore.getState().mergePartner(response.partner);
  return { partner: response.partner, message: response.message ?? 'Your request to become a consortium partner has been sent.' };
}
