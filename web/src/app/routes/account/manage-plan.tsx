import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingState } from '@/components/ui/query-state';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { ContactDialog } from '@/features/account/components/contact-dialog';
import { plansQuery, requestPlanChange, subscriptionQuery, usageQuery } from '@/features/billing/api/billing';
import { LoadError, OfflineNotice } from '@/features/billing/components/billing-states';
import { PlanCompare } from '@/features/billing/components/plan-compare';
import { priceText } from '@/features/billing/components/plan-limits';
import { UsageBars } from '@/features/billing/components/usage-bars';
import { useOnline } from '@/features/billing/components/use-online';
import { formatDate } from '@/lib/format';
import { errorCodeOf } from '@/lib/validation';

/**
 * /account/manage-plan: the company's plan (GET /billing/subscription), its use of each limit against the plan (bars;
 * GET /plan-usage/<service> of the services that count them), the plans compared (GET /billing/plans), and a request
 * to change plan (an admin makes the change in the console).
 */
export default function ManagePlanPage() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const subscription = useQuery(subscriptionQuery());
  const plans = useQuery(plansQuery());
  const usage = useQuery(usageQuery());
  const [busy, setBusy] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);

  const request = async (planCode: string | null) => {
    setBusy(true);
    try {
      const updated = await requestPlanChange(planCode);
      queryClient.setQueryData(subscriptionQuery().queryKey, updated);
      toast.success(
        planCode ? 'Your request has been sent. An admin will change your plan and let you know.' : 'Your request has been withdrawn.',
      );
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader title="Manage your plan" lead="Your plan, what you use of it, and the other plans." />
      {!online && <OfflineNotice />}
      <Stack spacing={3}>
        <Paper component="section" aria-labelledby="current-plan-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {subscription.isPending ? (
            <LoadingState label="Loading your plan…" />
          ) : subscription.isError ? (
            errorCodeOf(subscription.error) === 'BILLING.NO_COMPANY' ? (
              <>
                <Typography id="current-plan-title" variant="h6" component="h2" sx={{ mb: 1 }}>
                  No plan yet
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  Plans belong to companies. Complete your company profile, or join your company's team, to see its plan.
                </Typography>
                <Button variant="contained" component={RouterLink} to={paths.v3UserUpdateProfile.path}>
                  Complete your company profile
                </Button>
              </>
            ) : (
              <LoadError what="Your plan" error={subscription.error} online={online} onRetry={() => void subscription.refetch()} />
            )
          ) : (
            <>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap>
                <Typography id="current-plan-title" variant="h6" component="h2">
                  Current plan: {subscription.data.plan.name}
                </Typography>
                <Chip size="small" label={priceText(subscription.data.plan.pricePence)} />
              </Stack>
              {subscription.data.since && (
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  Since {formatDate(subscription.data.since, 'long')}.
                </Typography>
              )}
              {subscription.data.requestedPlanCode && (
                <Alert
                  severity="info"
                  sx={{ mb: 2 }}
                  action={
                    <Button color="inherit" size="small" disabled={busy || !online} onClick={() => void request(null)}>
                      Withdraw
                    </Button>
                  }
                >
                  You asked to move to the{' '}
                  {plans.data?.find((p) => p.code === subscription.data.requestedPlanCode)?.name ?? subscription.data.requestedPlanCode}{' '}
                  plan
                  {subscription.data.requestedAt ? ` on ${formatDate(subscription.data.requestedAt, 'long')}` : ''}. An admin will make the
                  change.
                </Alert>
              )}
              <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 700 }}>
                Usage
              </Typography>
              {usage.isPending ? (
                <LoadingState label="Counting your usage…" />
              ) : (
                <UsageBars limits={subscription.data.plan.limits} usage={usage.data ?? []} />
              )}
            </>
          )}
        </Paper>

        <Paper component="section" aria-labelledby="compare-plans-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="compare-plans-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            Compare plans
          </Typography>
          {plans.isPending ? (
            <LoadingState label="Loading the plans…" />
          ) : plans.isError ? (
            <LoadError what="The plans" error={plans.error} online={online} onRetry={() => void plans.refetch()} />
          ) : plans.data.length === 0 ? (
            <Typography color="text.secondary">There are no plans to choose from at the moment.</Typography>
          ) : (
            <PlanCompare
              plans={plans.data}
              currentCode={subscription.data?.plan.code ?? ''}
              requestedCode={subscription.data?.requestedPlanCode ?? null}
              busy={busy}
              disabled={!online || !subscription.isSuccess}
              onRequest={(code) => void request(code)}
            />
          )}
        </Paper>

        <Paper component="section" aria-labelledby="plan-contact-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="plan-contact-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            Questions about plans?
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="outlined" onClick={() => setContactOpen(true)}>
              Contact us about plans
            </Button>
            <Button variant="outlined" color="secondary" component={RouterLink} to={paths.dashboardBilling.path}>
              Invoices and billing details
            </Button>
          </Stack>
        </Paper>
      </Stack>
      <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} subject="Plans and billing" />
    </Box>
  );
}
