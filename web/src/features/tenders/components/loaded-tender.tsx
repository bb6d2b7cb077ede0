import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { tenderQuery } from '@/features/tenders/api/tenders';
import { ApiError } from '@/lib/api-error';
import type { TenderDetail } from '@jointly/contracts';

/** Loads one tender (GET /tender/view/{id}) with its loading, not-found and error states, then renders `children`. */
export function LoadedTender({ id, children }: { id: string; children: (tender: TenderDetail) => ReactNode }) {
  const tender = useQuery(tenderQuery(id));
  if (tender.isPending) return <LoadingState label="Loading the tender…" />;
  if (tender.isError)
    return tender.error instanceof ApiError && tender.error.status === 404 ? (
      <ErrorState title="Tender not found." message="It may have been withdrawn, or the link is wrong." />
    ) : (
      <ErrorState title="The tender could not be loaded." message={tender.error.message} onRetry={() => void tender.refetch()} />
    );
  return <>{children(tender.data)}</>;
}
