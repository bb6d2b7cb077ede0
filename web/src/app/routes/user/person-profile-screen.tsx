import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { PersonProfileForm, type PersonVariant } from '@/features/account/components/person-profile-form';
import type { EnumsResponse, MeResponse } from '@jointly/contracts';
import { WithProfileData } from './profile-data';

const copy: Record<PersonVariant, { title: string; lead: string }> = {
  expert: {
    title: 'Your expert profile',
    lead: 'Providers look for experts by expertise, sector and region. Tell them what you are great at.',
  },
  staff: {
    title: 'Your staff profile',
    lead: 'Your colleagues see these details in the team and in shared workspaces.',
  },
  vendor: {
    title: 'Your vendor profile',
    lead: 'What you supply and where, so providers preparing bids can find you.',
  },
};

/**
 * The expert, staff and vendor variants of the update-profile screen (the person's own details); `extra` adds a
 * variant's own section below the form (the expert's listing).
 */
export function PersonProfileScreen({
  variant,
  extra,
}: {
  variant: PersonVariant;
  extra?: (me: MeResponse, enums: EnumsResponse) => ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader title={copy[variant].title} lead={copy[variant].lead} />
      <WithProfileData>
        {(me, enums) => (
          <Box sx={{ display: 'grid', gap: 3 }}>
            <PersonProfileForm user={me.user} enums={enums} variant={variant} />
            {extra?.(me, enums)}
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography color="text.secondary">Done for now?</Typography>
              <Button variant="outlined" color="secondary" component={RouterLink} to={paths.v3UserNextStep.path}>
                Continue to next steps
              </Button>
            </Box>
          </Box>
        )}
      </WithProfileData>
    </Box>
  );
}
