import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { CompanyDocumentsPanel } from '@/features/account/components/company-documents-panel';
import { ProviderProfileForm } from '@/features/account/components/provider-profile-form';
import { UserCriteriaSection } from '@/features/eligibility/components/user-criteria-section';
import { accountKindOf } from '@/lib/auth';
import type { CompanyProfile } from '@jointly/contracts';
import { WithProfileData } from './profile-data';

function ConsortiumStatus({ partner }: { partner: CompanyProfile | null }) {
  const status = partner?.verification ?? 'unverified';
  return (
    <Paper component="aside" aria-labelledby="consortium-access-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="consortium-access-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Consortium partner access
      </Typography>
      {status === 'verified' && <Typography>Approved: your company can create and lead consortiums.</Typography>}
      {status === 'requested' && <Typography>Requested: the Jointly team is reviewing your company.</Typography>}
      {status === 'unverified' && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Want to lead bids with partner companies? Approved consortium partners can create consortiums and invite others.
          </Typography>
          <Button variant="outlined" component={RouterLink} to={paths.consortiumSignup.path}>
            Apply to lead consortiums
          </Button>
        </>
      )}
    </Paper>
  );
}

/** The form renders after its data loads, too late for the router's hash scrolling (…#eligibility-facts). */
function ScrollToHashOnMount() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return null;
}

/**
 * /v3/user/update-profile (and the legacy /user/update-profile): the provider's company profile, where a new
 * provider lands after confirming their e-mail (spec §2).
 */
export default function ProviderProfilePage() {
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader
        title="Your company profile"
        lead="Tell us about your organisation. Jointly rates tenders against these details and suggests partners that fill your gaps."
      />
      <WithProfileData>
        {(me, enums) => {
          const kind = accountKindOf(me.user);
          if (kind === 'expert' || kind === 'staff') {
            const own = kind === 'expert' ? paths.v3UserUpdateExpertProfile.path : paths.v3UserUpdateStaffProfile.path;
            return (
              <Alert severity="info">
                Company profiles belong to provider accounts;{' '}
                {me.partner?.companyName ? `${me.partner.companyName}’s owner keeps it up to date` : 'yours is a personal account'}.{' '}
                <Link component={RouterLink} to={own}>
                  Edit your own profile
                </Link>
              </Alert>
            );
          }
          return (
            <Box sx={{ display: 'grid', gap: 3 }}>
              <ProviderProfileForm partner={me.partner} enums={enums} />
              <Box id="eligibility-criteria" sx={{ scrollMarginTop: 80 }}>
                <UserCriteriaSection accountId={me.user.id} regions={enums.regions} serviceCategories={enums.serviceCategories} />
                <Typography sx={{ mt: 1.5 }}>
                  <Link component={RouterLink} to={paths.dashboardSection.getHref('eligibility')}>
                    See how you rate against open tenders
                  </Link>
                </Typography>
              </Box>
              <ScrollToHashOnMount />
              <CompanyDocumentsPanel enums={enums} />
              <ConsortiumStatus partner={me.partner} />
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography color="text.secondary">Done for now?</Typography>
                <Button variant="outlined" color="secondary" component={RouterLink} to={paths.v3UserNextStep.path}>
                  Continue to next steps
                </Button>
              </Box>
            </Box>
          );
        }}
      </WithProfileData>
    </Box>
  );
}
