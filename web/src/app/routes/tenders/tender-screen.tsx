import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useRequestTenderWriter } from '@/features/account/api/requests';
import { BookmarkButton } from '@/features/account/components/bookmark-button';
import { openConsortiumMatching } from '@/features/consortiums/api/consortiums';
import { TenderEligibilityPanel } from '@/features/eligibility/components/tender-eligibility-panel';
import { LoadedTender } from '@/features/tenders/components/loaded-tender';
import { TenderDetails } from '@/features/tenders/components/tender-details';
import { accountKindOf } from '@/lib/auth';
import { useAuthStore } from '@/stores/auth-store';

/** /tender/{id} and /v3/expert-dashboard/tenders/{id}: the whole tender, bookmark and "request a Tender Writer". */
export default function TenderScreen() {
  const { id = '' } = useParams();
  const user = useAuthStore((s) => s.user);
  const kind = accountKindOf(user);
  const expert = kind === 'expert';
  const requestWriter = useRequestTenderWriter();
  const back = expert ? paths.expertDashboardTenders.path : paths.dashboard.path;

  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to the search
      </Button>
      <LoadedTender id={id}>
        {(tender) => (
          <>
            <TenderDetails
              tender={tender}
              actions={
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                  <BookmarkButton tenderId={tender.id} title={tender.title} variant="button" />
                  <Button
                    variant="contained"
                    startIcon={<EditNoteIcon />}
                    disabled={requestWriter.isPending}
                    onClick={() => requestWriter.mutate({ tenderId: tender.id })}
                  >
                    Request a Tender Writer
                  </Button>
                </Stack>
              }
            />
            {user?.id && kind === 'provider' && (
              <TenderEligibilityPanel
                tenderId={tender.id}
                accountId={user.id}
                expertFinderHref={`${paths.dashboardExpertFinder.path}?tender=${encodeURIComponent(tender.id)}`}
                criteriaHref={`${paths.v3UserUpdateProfile.path}#eligibility-criteria`}
                onFindPartners={() => openConsortiumMatching()}
              />
            )}
          </>
        )}
      </LoadedTender>
    </Box>
  );
}
