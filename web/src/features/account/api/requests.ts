import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useDialogStore } from '@/stores/dialog-store';
import type { MessageResponse } from '@jointly/contracts';

/** POST /account/request-writer: asks for the Tender Writer service (confirmation dialog on success). */
export const requestTenderWriter = (input: Record<string, unknown> = {}) => api.post<MessageResponse>('/account/request-writer', input);

/** POST /account/request-tender. */
export const requestTender = (input: { details: string; tenderId?: string }) =>
  api.post<MessageResponse>('/account/request-tender', input, { toastOnError: false });

export function useRequestTenderWriter() {
  return useMutation({
    mutationFn: requestTenderWriter,
    onMutate: () => useDialogStore.getState().setLoading(true),
    onSuccess: () => {
      const dialogs = useDialogStore.getState();
      dialogs.setLoading(false);
      dialogs.setShowDialog(true);
    },
  });
}
