import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import type { Id } from '@jointly/contracts';
import { userCriteriaQuery } from '../api/eligibility';
import { UserCriteriaForm } from './user-criteria-form';

/** Loads the provider's own criteria, then shows the form (empty when none are saved yet). */
export function UserCriteriaSection({
  accountId,
  regions,
  serviceCategories,
}: {
  accountId: Id;
  regions: string[];
  serviceCategories: Array<{ label: string; cpv?: string[] }>;
}) {
  const criteria = useQuery(userCriteriaQuery(accountId));
  if (criteria.isPending) return <LoadingState label="Loading your eligibility criteria…" />;
  if (criteria.isError)
    return (
      <ErrorState
        title="Your eligibility criteria could not be loaded."
        message={criteria.error.message}
        onRetry={() => void criteria.refetch()}
      />
    );
  return (
    <UserCriteriaForm
      key={criteria.data?.updatedAt ?? 'new'}
      criteria={criteria.data}
      regions={regions}
      serviceCategories={serviceCategories}
    />
  );
}
