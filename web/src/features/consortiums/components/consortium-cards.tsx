import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ConsortiumView, Id } from '@jointly/contracts';
import { memberCountLabel } from '../lib/consortium-labels';

/** The user's consortiums: name (linking to the consortium's page), lead company and member count. */
export function ConsortiumCards({ consortiums, myCompanyId }: { consortiums: ConsortiumView[]; myCompanyId: Id | null }) {
  return (
    <Box
      component="ul"
      aria-label="Your consortiums"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
      }}
    >
      {consortiums.map((consortium) => (
        <Paper component="li" key={consortium.id} variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5, alignContent: 'start' }}>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={paths.consortium.getHref(consortium.id)}>
              {consortium.name}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Led by {consortium.leadCompanyName}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
            <Chip size="small" variant="outlined" label={memberCountLabel(consortium.memberCount)} />
            {myCompanyId && consortium.leadCompanyId === myCompanyId && <Chip size="small" color="primary" label="You lead it" />}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
