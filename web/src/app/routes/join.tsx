import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SchoolIcon from '@mui/icons-material/School';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';

const choices = [
  {
    type: 'provider' as const,
    icon: BusinessIcon,
    title: 'Provider',
    lead: 'For companies bidding for public contracts, such as health and social care providers.',
    points: ['Tenders rated against your company', 'Consortiums with partner companies', 'Writing workspaces and a Tender Writer service'],
    action: 'Sign up as a Provider',
  },
  {
    type: 'expert' as const,
    icon: SchoolIcon,
    title: 'Expert',
    lead: 'For bid writers and specialists who help providers win.',
    points: ['Be found by providers who need you', 'Accept or decline invitations to bid', 'Track your projects and statistics'],
    action: 'Sign up as an Expert',
  },
  {
    type: 'staff' as const,
    icon: BadgeIcon,
    title: 'Staff',
    lead: 'For people working inside a provider who help prepare its bids.',
    points: ['Work on your organisation’s bids', 'Share workspaces with your team', 'Follow the tenders that matter'],
    action: 'Sign up as Staff',
  },
];

/**
 * /v3/join: choose Provider, Expert or Staff sign-up. A team invitation e-mail links here with ?invite=<id>;
 * the choice carries it on to /v3/register so the new account joins that team.
 */
export default function JoinPage() {
  const [searchParams] = useSearchParams();
  const invite = searchParams.get('invite')?.trim();
  const registerHref = (type: (typeof choices)[number]['type']) =>
    invite ? `${paths.register.getHref(type)}&invite=${encodeURIComponent(invite)}` : paths.register.getHref(type);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        Join Jointly
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 5, maxWidth: 680 }}>
        Choose how you will use Jointly. You can invite colleagues once your account is set up.
      </Typography>
      {invite && (
        <Alert severity="info" sx={{ mb: 4, maxWidth: 680 }}>
          You have been invited to join a team on Jointly. Choose your account type, then sign up with the email address the
          invitation was sent to. Most colleagues join as Staff.
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {choices.map((choice) => (
          <Paper
            key={choice.type}
            component="li"
            variant="outlined"
            aria-labelledby={`join-${choice.type}`}
            sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <choice.icon color="primary" sx={{ fontSize: 40 }} aria-hidden="true" />
            <Typography id={`join-${choice.type}`} variant="h3" component="h2">
              {choice.title}
            </Typography>
            <Typography color="text.secondary">{choice.lead}</Typography>
            <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
              {choice.points.map((point) => (
                <Box component="li" key={point} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <CheckCircleIcon fontSize="small" color="primary" aria-hidden="true" sx={{ mt: '2px' }} />
                  <Typography variant="body2">{point}</Typography>
                </Box>
              ))}
            </Box>
            <Button variant="contained" component={RouterLink} to={registerHref(choice.type)} sx={{ mt: 'auto' }}>
              {choice.action}
            </Button>
          </Paper>
        ))}
      </Box>
      <Box sx={{ mt: 5, display: 'grid', gap: 1 }}>
        <Typography>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.login.path}>
            Log in
          </Link>
        </Typography>
        <Typography color="text.secondary">
          Want your company to lead consortiums?{' '}
          <Link component={RouterLink} to={paths.consortiumSignup.path}>
            Apply for consortium access
          </Link>
        </Typography>
      </Box>
    </Container>
  );
}
