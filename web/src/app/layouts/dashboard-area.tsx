import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import type { AccountKind } from '@jointly/contracts';
import { homePathFor } from './home-path';

/** The two dashboards: the expert's (/v3/expert-dashboard…) and the provider's (/v3/dashboard…, staff too). */
export type DashboardArea = 'expert' | 'provider';

const within = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

/**
 * Provider-dashboard pages every member of a workspace opens, experts included: the spec gives experts only the
 * workspace list (/v3/expert-dashboard/my-workspace), so a shared workspace opens at /v3/dashboard/my-workspace/{id}.
 */
const SHARED_PAGES = [/^\/v3\/dashboard\/my-workspace\/[^/]+\/?$/];

export function dashboardAreaOf(pathname: string): DashboardArea | null {
  if (SHARED_PAGES.some((page) => page.test(pathname))) return null;
  if (within(pathname, paths.expertDashboard.path)) return 'expert';
  if (within(pathname, paths.dashboard.path)) return 'provider';
  return null;
}

/** Whether an account kind belongs in a dashboard area (admins may look at both; pages outside the two are for all). */
export function belongsIn(kind: AccountKind | null, area: DashboardArea | null): boolean {
  if (!area || !kind || kind === 'admin') return true;
  return area === 'expert' ? kind === 'expert' : kind !== 'expert';
}

const TEXT: Record<DashboardArea, { title: string; lead: string }> = {
  expert: {
    title: 'This page is for experts',
    lead: 'The expert dashboard shows an expert’s invitations to bid and projects. Your account is not an expert account, so there is nothing of yours here.',
  },
  provider: {
    title: 'This page is for providers',
    lead: 'This dashboard is for provider companies and their staff: tender search, eligibility, consortiums and workspaces. Your account is an expert account; your invitations and projects are in the expert dashboard.',
  },
};

/** Shown instead of a page of the other dashboard, rather than the errors its calls would answer. */
export function WrongDashboardArea({ area, kind }: { area: DashboardArea; kind: AccountKind | null }) {
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeader title={TEXT[area].title} lead={TEXT[area].lead} />
      <Button variant="contained" component={RouterLink} to={homePathFor(kind)}>
        Go to your dashboard
      </Button>
    </Box>
  );
}
