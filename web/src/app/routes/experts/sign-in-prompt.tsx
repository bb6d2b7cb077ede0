import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Expert Connect is open to visitors, but the directory itself is for members. */
export function SignInPrompt({ what }: { what: string }) {
  const location = useLocation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography sx={{ mb: 2 }}>Log in or create a free account to {what}.</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" component={RouterLink} to={paths.login.getHref(`${location.pathname}${location.search}`)}>
          Log in
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.register.getHref('provider')}>
          Join as a provider
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.register.getHref('expert')}>
          Join as an expert
        </Button>
      </Stack>
    </Paper>
  );
}
