import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useMatches } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { BookmarkButton } from '@/features/account/components/bookmark-button';
import { RequestTenderButton } from '@/features/account/components/request-tender-button';
import { TenderSearch } from '@/features/tenders/components/tender-search';
import { accountKindOf } from '@/lib/auth';
import { useAuthStore } from '@/stores/auth-store';
import type { ScreenHandle } from '../../route-catalogue';

/**
 * The signed-in tender search: /v3/dashboard and /v3/dashboard/tenders for providers and staff,
 * /v3/expert-dashboard/tenders for experts (results open inside the expert dashboard).
 */
export default function TenderSearchScreen() {
  const kind = accountKindOf(useAuthStore((s) => s.user));
  const expert = kind === 'expert';
  const matches = useMatches();
  const title = (matches[matches.length - 1]?.handle as ScreenHandle | undefined)?.title ?? 'Tenders';
  const bookmarks = expert ? paths.expertDashboardSection.getHref('bookmarks') : paths.dashboardSection.getHref('bookmarks');
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <PageHeader
        title={title}
        lead="Search public-sector tenders by keyword, category, region, value and dates. Bookmark the ones to follow and save searches to be alerted about new matches."
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={bookmarks} variant="outlined" size="small">
            Your bookmarks
          </Button>
          {kind === 'provider' && (
            <Button component={RouterLink} to={paths.dashboardSection.getHref('eligibility')} variant="outlined" size="small">
              Your eligibility
            </Button>
          )}
          <RequestTenderButton />
        </Stack>
      </PageHeader>
      <TenderSearch
        savedSearches
        tenderHref={(id) => (expert ? paths.expertDashboardTender.getHref(id) : paths.tender.getHref(id))}
        resultActions={(tender) => <BookmarkButton tenderId={tender.id} title={tender.title} />}
      />
    </Box>
  );
}
