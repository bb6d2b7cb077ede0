import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A screen's h1 and its one-line lead. */
export function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: lead ? 1 : 0, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {lead && (
        <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
          {lead}
        </Typography>
      )}
      {children}
    </Box>
  );
}
