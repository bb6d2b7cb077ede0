import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GroupsIcon from '@mui/icons-material/Groups';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { WhenNearViewport } from '@/components/when-near-viewport';
import { paths } from '@/config/paths';
import { brand } from '@/config/theme';

const features = [
  {
    icon: SearchIcon,
    title: 'Find the tenders that fit',
    text: 'Search public-sector tenders by keyword, value and closing date, and bookmark the ones worth following.',
  },
  {
    icon: FactCheckIcon,
    title: 'Know your eligibility',
    text: 'Every tender is rated against your company’s facts and grouped into bands from 90–100 down to below 60, with the gaps spelled out.',
  },
  {
    icon: GroupsIcon,
    title: 'Bid together',
    text: 'Form consortiums with partner companies that close your gaps. See matching companies and who has shown interest.',
  },
  {
    icon: EditNoteIcon,
    title: 'Write in one place',
    text: 'Shared writing workspaces for each bid, and a Tender Writer service when you want professional help.',
  },
  {
    icon: PsychologyIcon,
    title: 'Bring in experts',
    text: 'Invite bid writers and sector experts who meet a tender’s criteria; they accept or decline from their own dashboard.',
  },
  {
    icon: NotificationsActiveIcon,
    title: 'Never miss a deadline',
    text: 'Notifications for new high-scoring tenders, consortium requests and invitations, plus events, videos and announcements.',
  },
];

const steps = [
  { title: 'Join', text: 'Sign up as a Provider, an Expert or Staff and confirm your email.' },
  { title: 'Describe your company', text: 'Services, regions, turnover, years trading, staff and certifications such as CQC, ISO 9001 or Cyber Essentials.' },
  { title: 'See your matches', text: 'Your dashboard sorts tenders by how well you meet their criteria.' },
  { title: 'Team up and bid', text: 'Close the gaps with consortium partners and experts, and write the bid together.' },
];

const audiences = [
  { title: 'Providers', text: 'Health and social care providers and other companies bidding for public contracts, alone or in consortiums.' },
  { title: 'Experts', text: 'Bid writers and specialists who want to be found and invited to the right bids.' },
  { title: 'Staff', text: 'People working inside a provider who help prepare and manage bids.' },
];

// Below the fold: loaded when the visitor scrolls near it, not with the first paint.
const ContactForm = lazy(() => import('@/features/account/components/contact-form'));

/** The home page: what Jointly does and for whom, and a contact form. */
export default function LandingPage() {
  return (
    <>
      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={{
          background: `radial-gradient(1200px 500px at 15% -10%, rgba(3, 152, 158, 0.35), transparent 60%), ${brand.primary}`,
          py: { xs: 8, md: 14 },
        }}
      >
        <Container maxWidth="lg">
          <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
            Tender discovery and joint bidding
          </Typography>
          <Typography id="hero-title" variant="h1" component="h1" sx={{ maxWidth: 820, mb: 3 }}>
            Find the right tenders. Bid together. Win more.
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: 720, mb: 5, fontWeight: 400 }}>
            Jointly shows providers which public tenders they can win, and helps them team up with partner companies and experts
            to bid for the ones they cannot win alone.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button size="large" variant="contained" component={RouterLink} to={paths.join.path} endIcon={<ArrowForwardIcon />}>
              Join Jointly
            </Button>
            <Button size="large" variant="outlined" color="secondary" component={RouterLink} to={paths.guest.path}>
              Browse tenders as a guest
            </Button>
          </Stack>
        </Container>
      </Box>

      <Container component="section" id="features" aria-labelledby="features-title" maxWidth="lg" sx={{ py: { xs: 8, md: 12 }, scrollMarginTop: 80 }}>
        <Typography id="features-title" variant="h2" component="h2" sx={{ mb: 1 }}>
          Everything a bid needs
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 5, maxWidth: 720 }}>
          From the first search to the submitted bid, in one place.
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
          {features.map((feature) => (
            <Paper key={feature.title} component="article" variant="outlined" sx={{ p: 3, bgcolor: 'background.paper' }}>
              <feature.icon color="primary" sx={{ fontSize: 36, mb: 1.5 }} aria-hidden="true" />
              <Typography variant="h3" component="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
                {feature.title}
              </Typography>
              <Typography color="text.secondary">{feature.text}</Typography>
            </Paper>
          ))}
        </Box>
      </Container>

      <Box component="section" id="how-it-works" aria-labelledby="how-title" sx={{ bgcolor: 'background.paper', py: { xs: 8, md: 12 }, scrollMarginTop: 80 }}>
        <Container maxWidth="lg">
          <Typography id="how-title" variant="h2" component="h2" sx={{ mb: 5 }}>
            How it works
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}>
            {steps.map((step, index) => (
              <Box component="li" key={step.title}>
                <Typography
                  aria-hidden="true"
                  sx={{
                    width: 40,
                    height: 40,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    fontWeight: 800,
                    mb: 1.5,
                  }}
                >
                  {index + 1}
                </Typography>
                <Typography variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
                  {step.title}
                </Typography>
                <Typography color="text.secondary">{step.text}</Typography>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>

      <Container component="section" id="who-it-is-for" aria-labelledby="who-title" maxWidth="lg" sx={{ py: { xs: 8, md: 12 }, scrollMarginTop: 80 }}>
        <Typography id="who-title" variant="h2" component="h2" sx={{ mb: 5 }}>
          Who it is for
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {audiences.map((audience) => (
            <Box key={audience.title} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 2 }}>
              <Typography variant="h3" component="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
                {audience.title}
              </Typography>
              <Typography color="text.secondary">{audience.text}</Typography>
            </Box>
          ))}
        </Box>
        <Paper variant="outlined" sx={{ mt: 8, p: { xs: 3, md: 5 }, textAlign: 'center' }}>
          <Typography variant="h2" component="p" sx={{ mb: 2 }}>
            Ready to bid together?
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <Button size="large" variant="contained" component={RouterLink} to={paths.join.path}>
              Create your account
            </Button>
            <Button size="large" variant="outlined" color="secondary" component={RouterLink} to={paths.login.path}>
              Log in
            </Button>
          </Stack>
        </Paper>
      </Container>

      <Box component="section" id="contact" aria-labelledby="contact-title" sx={{ bgcolor: 'background.paper', py: { xs: 8, md: 12 }, scrollMarginTop: 80 }}>
        <Container maxWidth="md">
          <Typography id="contact-title" variant="h2" component="h2" sx={{ mb: 1 }}>
            Contact us
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            Questions about Jointly, consortiums or what your organisation needs? Send us a message and we will email you back.
          </Typography>
          <WhenNearViewport anchor="contact" minHeight={420}>
            <ContactForm />
          </WhenNearViewport>
        </Container>
      </Box>
    </>
  );
}
