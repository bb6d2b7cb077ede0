import { Box, Typography } from '@mui/material';
import { CreateButton } from 'react-admin';

/** The empty state of a content list: says what is missing and offers the same create action as the toolbar. */
export function EmptyContent({ noun, createLabel }: { noun: string; createLabel: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }} role="status">
      <Typography variant="h6" component="p" gutterBottom>
        No {noun} yet.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Users will see them on the web app as soon as you add them.
      </Typography>
      <CreateButton label={createLabel} variant="contained" />
    </Box>
  );
}
