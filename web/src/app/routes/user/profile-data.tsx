import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { allEnumsQuery } from '@/features/account/api/enums';
import { meQuery } from '@/features/account/api/profile';
import type { EnumsResponse, MeResponse } from '@jointly/contracts';

/** Loads the account (GET /account/me) and the option lists (GET /generic-apis/all-enum) the profile forms need. */
export function WithProfileData({ children }: { children: (me: MeResponse, enums: EnumsResponse) => ReactNode }) {
  const me = useQuery(meQuery());
  const enums = useQuery(allEnumsQuery());
  if (me.isPending || enums.isPending) return <LoadingState label="Loading your profile…" />;
  if (me.isError)
    return <ErrorState title="Your profile could not be loaded." message={me.error.message} onRetry={() => void me.refetch()} />;
  if (enums.isError) {
    return (
      <ErrorState
        title="The lists of sectors and regions could not be loaded."
        message={enums.error.message}
        onRetry={() => void enums.refetch()}
      />
    );
  }
  return <>{children(me.data, enums.data)}</>;
}
