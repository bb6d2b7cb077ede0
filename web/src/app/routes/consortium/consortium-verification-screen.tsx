import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { allEnumsQuery } from '@/features/account/api/enums';
import { meQuery } from '@/features/account/api/profile';
import { PartnerRequestForm } from '@/features/account/components/partner-request-form';

/**
 * /consortium/verification: where the company's request to lead consortiums stands (GET /account/me's partner
 * `verification`), and the request itself when it has not been sent (POST /partner/request).
 */
export default function ConsortiumVerificationScreen() {
  const me = useQuery(meQuery());
  const enums = useQuery(allEnumsQuery());
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader
        title="Consortium verification"
        lead="Approved consortium partners create consortiums, invite partner companies and bid together. The Jointly team approves each company."
      />
      {me.isPending || enums.isPending ? (
        <LoadingState label="Loading your company…" />
      ) : me.isError ? (
        <ErrorState title="Your company could not be loaded." message={me.error.message} onRetry={() => void me.refetch()} />
      ) : enums.isError ? (
        <ErrorState
          title="The lists of sectors and regions could not be loaded."
          message={enums.error.message}
          onRetry={() => void enums.refetch()}
        />
      ) : (
        <PartnerRequestForm partner={me.data.partner} enums={enums.data} />
      )}
    </Box>
  );
}
