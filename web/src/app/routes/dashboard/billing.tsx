import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { subscriptionQuery } from '@/features/billing/api/billing';
import { BillingProfileForm } from '@/features/billing/components/billing-profile-form';
import { OfflineNotice } from '@/features/billing/components/billing-states';
import { InvoiceList } from '@/features/billing/components/invoice-list';
import { useOnline } from '@/features/billing/components/use-online';
import { errorCodeOf } from '@/lib/validation';
import { useAuthStore } from '@/stores/auth-store';

/**
 * /v3/dashboard/billing and /v3/expert-dashboard/billing: the invoices of the caller's company (an expert without a
 * company: their own) with PDF downloads and, when card payment is on, "Pay by card"; and the billing contact,
 * address and VAT number.
 */
export default function BillingPage() {
  const online = useOnline();
  const role = useAuthStore((s) => s.user?.role);
  const subscription = useQuery(subscriptionQuery());
  const [params] = useSearchParams();
  const paid = params.get('paid');
  const noCompany = subscription.isError && errorCodeOf(subscription.error) === 'BILLING.NO_COMPANY';

  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader title="Billing" lead="Your invoices and billing details." />
      {!online && <OfflineNotice />}
      {paid && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Thank you: your card payment for {paid} is being confirmed. The invoice shows as paid once the payment provider confirms it.
        </Alert>
      )}
      {noCompany ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            No billing yet
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Billing belongs to companies. Complete your company profile, or join your company's team, to see its invoices.
          </Typography>
          <Button variant="contained" component={RouterLink} to={paths.v3UserUpdateProfile.path}>
            Complete your company profile
          </Button>
        </Paper>
      ) : (
        <Stack spacing={3}>
          <Paper component="section" aria-labelledby="invoices-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}>
              <Typography id="invoices-title" variant="h6" component="h2">
                Invoices
              </Typography>
              {role !== 'expert' && (
                <Button component={RouterLink} to={paths.accountManagePlan.path} size="small">
                  Manage your plan
                </Button>
              )}
            </Stack>
            <InvoiceList online={online} cardPayments={subscription.data?.cardPayments ?? false} />
          </Paper>
          <Paper component="section" aria-labelledby="billing-details-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="billing-details-title" variant="h6" component="h2" sx={{ mb: 2 }}>
              Billing details
            </Typography>
            <BillingProfileForm online={online} readOnly={role === 'staff'} />
          </Paper>
        </Stack>
      )}
    </Box>
  );
}
