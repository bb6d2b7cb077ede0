import CheckIcon from '@mui/icons-material/Check';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ContactDialog } from '@/features/account/components/contact-dialog';

const included = [
  'Tender search, bookmarks and eligibility ratings',
  'Company, expert and staff profiles',
  'Your company team, with invitations',
  'Consortiums with partner companies',
  'Writing workspaces',
];

const planned = [
  'More team members and workspaces for larger providers',
  'Priority Tender Writer support',
  'Alerts and reports for your whole organisation',
];

/**
 * /account/manage-plan: honest about billing. Jointly is free during the beta; there is nothing to pay,
 * upgrade or cancel yet, so the screen says so and offers a way to talk to the team.
 */
export default function ManagePlanPage() {
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title="Manage your plan" lead="What you have today, and what is coming." />
      <Stack spacing={3}>
        <Paper component="section" aria-labelledby="current-plan-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap>
            <Typography id="current-plan-title" variant="h6" component="h2">
              Current plan: Free
            </Typography>
            <Chip size="small" color="primary" label="Beta" />
          </Stack>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Every account is free while Jointly is in beta. There is no card on file, nothing is billed and there is nothing to cancel.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {included.map((item) => (
              <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <CheckIcon color="success" fontSize="small" aria-hidden="true" sx={{ mt: '3px' }} />
                <Typography>{item}</Typography>
              </Box>
            ))}
          </Box>
        </Paper>

        <Paper component="section" aria-labelledby="paid-plans-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="paid-plans-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            Paid plans (after the beta)
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Prices are not set yet. We will tell you well before anything changes, and what you use today stays free until then.
            Paid plans are expected to add:
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {planned.map((item) => (
              <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <ScheduleIcon color="primary" fontSize="small" aria-hidden="true" sx={{ mt: '3px' }} />
                <Typography>{item}</Typography>
              </Box>
            ))}
          </Box>
        </Paper>

        <Paper component="section" aria-labelledby="plan-contact-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="plan-contact-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            Questions about plans?
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Tell us what your organisation needs; it shapes the paid plans.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="contained" onClick={() => setContactOpen(true)}>
              Contact us about plans
            </Button>
            <Button variant="outlined" color="secondary" component={RouterLink} to={paths.account.path}>
              Back to your account
            </Button>
          </Stack>
        </Paper>
      </Stack>
      <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} subject="Plans and billing" />
    </Box>
  );
}
