import Box from '@mui/material/Box';
import { PageHeader } from '@/components/ui/page-header';
import { GetStartedChecklist } from '@/features/account/components/get-started-checklist';

/** /v3/dashboard/get-started (and the expert dashboard's): what is set up and what is left. */
export default function GetStartedPage() {
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title="Get started" lead="A few steps to get the most out of Jointly, checked against your account." />
      <GetStartedChecklist />
    </Box>
  );
}
