import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';

/** The generic error page (spec §2): 404 → 'Page Not Found'; any other status or crash → 'Internal Server Error'. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const title = notFound ? MESSAGES.pageNotFound : MESSAGES.internalServerError;
  if (typeof document !== 'undefined') document.title = `${title} · Jointly`;
  if (!notFound && error) console.error(error);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
        <BrandLogo />
      </Box>
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 6, sm: 10 }, textAlign: 'center' }}>
        <Typography variant="overline" component="p" color="primary" sx={{ fontSize: 16 }}>
          {status}
        </Typography>
        <Typography variant="h1" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {notFound
            ? 'We could not find that page.'
            : 'Something went wrong on our side while showing this page. Please try again in a moment.'}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          {!notFound && (
            <Button variant="contained" onClick={() => window.location.reload()}>
              Try again
            </Button>
          )}
          <Button variant={notFound ? 'contained' : 'outlined'} component={RouterLink} to={paths.home.path} reloadDocument>
            Go to the home page
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
