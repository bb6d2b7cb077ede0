import { useQuery } from '@tanstack/react-query';
import type { Option } from '@/components/ui/multi-select-field';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import type { Id } from '@jointly/contracts';
import { expertCriteriaQuery } from '../api/experts';
import { ExpertCriteriaForm } from './expert-criteria-form';

/** Loads the expert's own entry (GET /expert-criteria/search?account[0]={me}), then the form. */
export function ExpertCriteriaSection({
  accountId,
  sectorOptions,
  regions,
}: {
  accountId: Id;
  sectorOptions: Option[];
  regions: string[];
}) {
  const criteria = useQuery(expertCriteriaQuery(accountId));
  if (criteria.isPending) return <LoadingState label="Loading your expert listing…" />;
  if (criteria.isError)
    return (
      <ErrorState
        title="Your expert listing could not be loaded."
        message={criteria.error.message}
        onRetry={() => void criteria.refetch()}
      />
    );
  return (
    <ExpertCriteriaForm key={criteria.data?.updatedAt ?? 'new'} criteria={criteria.data} sectorOptions={sectorOptions} regions={regions} />
  );
}
