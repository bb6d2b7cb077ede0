import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import ChecklistIcon from '@mui/icons-material/ChecklistOutlined';
import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { accountKindOf } from '@/lib/auth';
import { useAuthStore } from '@/stores/auth-store';
import type { AccountKind } from '@/types/api';

interface Choice {
  icon: typeof SvgIcon;
  title: string;
  text: string;
  action: string;
  to: string;
}

const provider: Choice[] = [
  {
    icon: BusinessIcon,
    title: 'Complete your company profile',
    text: 'Services, regions, turnover and certifications decide which tenders suit you.',
    action: 'Edit company profile',
    to: paths.v3UserUpdateProfile.path,
  },
  {
    icon: ManageSearchIcon,
    title: 'Find tenders',
    text: 'Search open public-sector tenders and bookmark the ones worth following.',
    action: 'Search tenders',
    to: paths.dashboardTenders.path,
  },
  {
    icon: GroupAddIcon,
    title: 'Invite your team',
    text: 'Colleagues who help with bids join your company’s account.',
    action: 'Open My team',
    to: paths.dashboardMyTeam.path,
  },
  {
    icon: HandshakeIcon,
    title: 'Lead consortiums',
    text: 'Ask to become a consortium partner and bid with other companies.',
    action: 'Apply',
    to: paths.consortiumSignup.path,
  },
  {
    icon: ChecklistIcon,
    title: 'Follow the checklist',
    text: 'See what is done and what is left to set up.',
    action: 'Get started',
    to: paths.dashboardGetStarted.path,
  },
];

const expert: Choice[] = [
  {
    icon: PersonIcon,
    title: 'Complete your expert profile',
    text: 'Expertise, sectors and regions are how providers find you.',
    action: 'Edit expert profile',
    to: paths.v3UserUpdateExpertProfile.path,
  },
  {
    icon: MailIcon,
    title: 'Answer invitations',
    text: 'Providers invite you to bids; accept or decline them here.',
    action: 'See invitations',
    to: paths.expertProjectInvitations.path,
  },
  {
    icon: ManageSearchIcon,
    title: 'Browse tenders',
    text: 'Tenders that match your expertise.',
    action: 'Browse tenders',
    to: paths.expertDashboardTenders.path,
  },
  {
    icon: ChecklistIcon,
    title: 'Follow the checklist',
    text: 'See what is done and what is left to set up.',
    action: 'Get started',
    to: paths.expertDashboardGetStarted.path,
  },
];

const staff: Choice[] = [
  {
    icon: PersonIcon,
    title: 'Complete your staff profile',
    text: 'Your job title and department, for your colleagues.',
    action: 'Edit staff profile',
    to: paths.v3UserUpdateStaffProfile.path,
  },
  {
    icon: GroupAddIcon,
    title: 'See your team',
    text: 'Who else works on your company’s bids.',
    action: 'Open My team',
    to: paths.dashboardMyTeam.path,
  },
  {
    icon: ManageSearchIcon,
    title: 'Find tenders',
    text: 'Search open public-sector tenders and bookmark the ones worth following.',
    action: 'Search tenders',
    to: paths.dashboardTenders.path,
  },
  {
    icon: ChecklistIcon,
    title: 'Follow the checklist',
    text: 'See what is done and what is left to set up.',
    action: 'Get started',
    to: paths.dashboardGetStarted.path,
  },
];

const choicesFor = (kind: AccountKind | null) => (kind === 'expert' ? expert : kind === 'staff' ? staff : provider);

/** /v3/user/next-step and /user/next-step: a guided choice of what to do next, by account type. */
export default function NextStepPage() {
  const user = useAuthStore((s) => s.user);
  const kind = accountKindOf(user);
  const choices = choicesFor(kind);
  const home = kind === 'expert' ? paths.expertDashboard.path : paths.dashboard.path;
  const firstName = typeof user?.name === 'string' ? user.name.trim().split(/\s+/)[0] : '';

  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title={firstName ? `What next, ${firstName}?` : 'What would you like to do next?'}
        lead="Pick one; you can come back to the others at any time."
      />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {choices.map((choice) => (
          <Paper key={choice.title} component="li" variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <choice.icon color="primary" sx={{ fontSize: 36 }} aria-hidden="true" />
            <Typography variant="h6" component="h2">
              {choice.title}
            </Typography>
            <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
              {choice.text}
            </Typography>
            <Button
              variant="outlined"
              component={RouterLink}
              to={choice.to}
              endIcon={<ArrowForwardIcon />}
              sx={{ alignSelf: 'flex-start' }}
            >
              {choice.action}
            </Button>
          </Paper>
        ))}
      </Box>
      <Button component={RouterLink} to={home} color="secondary" sx={{ mt: 3 }}>
        Skip to your dashboard
      </Button>
    </Box>
  );
}
