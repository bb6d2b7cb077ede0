import Box from '@mui/material/Box';
import { PageHeader } from '@/components/ui/page-header';
import { TeamPanel } from '@/features/account/components/team-panel';

/** /v3/dashboard/my-team (and the expert dashboard's): the company's members and invitations. */
export default function MyTeamPage() {
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader title="My team" lead="The people of your company on Jointly, and the colleagues you have invited." />
      <TeamPanel />
    </Box>
  );
}
