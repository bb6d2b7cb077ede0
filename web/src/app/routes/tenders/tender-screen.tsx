import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useRequestTenderWriter } from '@/features/account/api/requests';
import { BookmarkButton } from '@/features/account/components/bookmark-button';
import { tenderQuery } from '@/features/tenders/api/tenders';
import { TenderDetails } from '@/features/tenders/components/tender-details';
import { ApiError } from '@/lib/api-error';
import { accountKindOf } from '@/lib/auth';
import { useAuthStore } from '@/stores/auth-store';

/** /tender/{id} and /v3/expert-dashboard/tenders/{id}: the whole tender, bookmark and "request a Tender Writer". */
export default function TenderScreen() {
  const { id = '' } = useParams();
  const tender = useQuery(tenderQuery(id));
  const expert = accountKindOf(useAuthStore((s) => s.user)) === 'expert';
  const requestWriter = useRequestTenderWriter();
  const back = expert ? paths.expertDashboardTenders.path : paths.dashboard.path;

  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to the search
      </Button>
      {tender.isPending ? (
        <LoadingState label="Loading the tender…" />
      ) : tender.isError ? (
        tender.error instanceof ApiError && tender.error.status === 404 ? (
          <ErrorState title="Tender not found." message="It may have been withdrawn, or the link is wrong." />
        ) : (
          <ErrorState title="The tender could not be loaded." message={tender.error.message} onRetry={() => void tender.refetch()} />
        )
      ) : (
        <TenderDetails
          tender={tender.data}
          actions={
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <BookmarkButton tenderId={tender.data.id} title={tender.data.title} variant="button" />
              <Button
                variant="contained"
                startIcon={<EditNoteIcon />}
                disabled={requestWriter.isPending}
                onClick={() => requestWriter.mutate({ tenderId: tender.data.id })}
              >
                Request a Tender Writer
              </Button>
            </Stack>
          }
        />
      )}
    </Box>
  );
}
