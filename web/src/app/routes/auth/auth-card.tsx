import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of the sign-up, confirmation and password screens: one card, narrow on every screen size. */
export function AuthCard({ title, lead, children, width = 'xs' }: { title: string; lead?: ReactNode; children: ReactNode; width?: 'xs' | 'sm' }) {
  return (
    <Container maxWidth={width} sx={{ py: { xs: 4, md: 8 }, px: { xs: 1.5, sm: 2 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {lead && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {lead}
          </Typography>
        )}
        {children}
      </Paper>
    </Container>
  );
}
