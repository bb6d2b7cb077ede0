import { Link as RouterLink } from 'react-router-dom';
import { JOINTLY } from '../layout/theme';
import { Title, useGetList } from 'react-admin';
import { Box, Card, CardContent, Link, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { serverMessage } from '../providers/data-provider';
import { BarChart } from './bar-chart';
import { MessageVolumeChart } from './message-volume-chart';
import { categoryChart, mailChart, pageViewsChart, revenueChart, signupChart, statusChart, valueBandChart } from './chart-data';
import {
  MAIL_DAYS,
  PAGE_VIEW_DAYS,
  REVENUE_MONTHS,
  SIGNUP_WEEKS,
  useMailStats,
  usePageViews,
  useRevenueStats,
  useSignupStats,
  useTenderAggregate,
} from './stats-api';

const ACCOUNT_TYPES = [
  ['provider', 'Providers'],
  ['expert', 'Experts'],
  ['staff', 'Staff'],
  ['admin', 'Admins'],
] as const;

const filterLink = (resource: string, filter: Record<string, unknown>) =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** A count from a resource's Content-Range total (one row asked for). */
function useTotal(resource: string, filter: Record<string, unknown>) {
  const { total, isPending, error } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter });
  return { total, isPending, error };
}

function Count({ label, resource, filter }: { label: string; resource: string; filter: Record<string, unknown> }) {
  const { total, isPending, error } = useTotal(resource, filter);
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="h4" component="p" aria-live="polite">
        {isPending ? <Skeleton width={48} /> : error ? '—' : (total ?? 0)}
      </Typography>
      <Link component={RouterLink} to={filterLink(resource, filter)} underline="hover">
        {label}
      </Link>
    </Box>
  );
}

function RecentFailures() {
  const { data, total, isPending, error } = useGetList('mail', {
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: { status: 'failed' },
  });
  if (isPending) return <Skeleton height={120} />;
  if (error) return <Typography color="error">The mail log could not be loaded.</Typography>;
  if (!data?.length) return <Typography>No failed mail.</Typography>;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {total} failed in total ·{' '}
        <Link component={RouterLink} to={filterLink('mail', { status: 'failed' })}>
          see all
        </Link>
      </Typography>
      <List dense>
        {data.map((mail) => (
          <ListItem key={mail.id} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/mail/${encodeURIComponent(String(mail.id))}/show`}>
                  {mail.subject}
                </Link>
              }
              secondary={`${mail.to} · ${new Date(mail.createdAt).toLocaleString('en-GB')}${mail.lastError ? ` · ${mail.lastError}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

function Failed({ what, error }: { what: string; error: unknown }) {
  return (
    <Typography role="alert" color="error" variant="body2">
      {what} could not be loaded: {serverMessage(error)}
    </Typography>
  );
}

function TenderCharts() {
  const { data, isPending, error } = useTenderAggregate();
  if (isPending) return <Skeleton height={240} />;
  if (error) return <Failed what="The tender figures" error={error} />;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', gridColumn: { lg: '1 / span 2' } }}>
        {[
          ['tenders in total', data.total, '/tenders'],
          ['open', data.open, filterLink('tenders', { status: 'active' })],
          ['closing this week', data.closingThisWeek, null],
        ].map(([label, value, to]) => (
          <Box key={String(label)} sx={{ minWidth: 120 }}>
            <Typography variant="h4" component="p">
              {Number(value)}
            </Typography>
            {to ? (
              <Link component={RouterLink} to={String(to)} underline="hover">
                {label}
              </Link>
            ) : (
              <Typography variant="body2">{label}</Typography>
            )}
          </Box>
        ))}
      </Box>
      <BarChart title="Tenders by status" unit="tenders" data={statusChart(data)} />
      <BarChart title="Tenders by value" unit="tenders" data={valueBandChart(data)} />
      <Box sx={{ gridColumn: { lg: '1 / span 2' } }}>
        <BarChart title="Tenders by category (CPV division)" unit="tenders" horizontal data={categoryChart(data)} />
      </Box>
    </Box>
  );
}

function SignupChart() {
  const { data, isPending, error } = useSignupStats();
  if (isPending) return <Skeleton height={240} />;
  if (error) return <Failed what="The sign-ups" error={error} />;
  return <BarChart title={`Sign-ups per week by account type (last ${SIGNUP_WEEKS} weeks)`} unit="sign-ups" data={signupChart(data)} />;
}

function MailChart() {
  const { data, isPending, error } = useMailStats();
  if (isPending) return <Skeleton height={240} />;
  if (error) return <Failed what="The mail figures" error={error} />;
  return (
    <BarChart
      title={`Mail sent and failed per day (last ${MAIL_DAYS} days)`}
      unit="e-mails"
      colours={{ sent: JOINTLY.teal, failed: '#FF8A80' }}
      data={mailChart(data)}
    />
  );
}

/** Nine readable tints on the dark background (8 busiest routes + "other routes"), the spec's teal first. */
const ROUTE_COLOURS = [JOINTLY.teal, JOINTLY.white, '#5FD4D8', '#1E6F72', '#B8ECEE', '#F2C14E', '#FF8A80', '#9FA8DA', '#80CBC4'];

export function PageViewsChart() {
  const { data, isPending, error } = usePageViews();
  if (isPending) return <Skeleton height={240} />;
  if (error) return <Failed what="The page views" error={error} />;
  if (!data.routes.length)
    return (
      <Typography variant="body2">
        No page views in the last {PAGE_VIEW_DAYS} days. Visits to the home page are counted without consent; other pages only after a
        visitor accepts analytics.
      </Typography>
    );
  const colours = Object.fromEntries(data.routes.map((route, i) => [route.path, ROUTE_COLOURS[i % ROUTE_COLOURS.length]]));
  return (
    <BarChart
      title={`Page views per day by route (last ${PAGE_VIEW_DAYS} days)`}
      unit="page views"
      colours={colours}
      data={pageViewsChart(data)}
    />
  );
}

function RevenueChart() {
  const { data, isPending, error } = useRevenueStats();
  if (isPending) return <Skeleton height={240} />;
  if (error) return <Failed what="The revenue figures" error={error} />;
  return (
    <BarChart
      title={`Invoiced per month of issue (last ${REVENUE_MONTHS} months)`}
      unit="pounds"
      colours={{ paid: JOINTLY.teal, outstanding: JOINTLY.white, overdue: '#FF8A80' }}
      data={revenueChart(data)}
    />
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Tender aggregates, sign-ups per week, partners waiting, users by type, mail and messages per day, page views, recent failures. */
export default function Dashboard() {
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Title title="Jointly console" />
      <Box sx={{ gridColumn: { md: '1 / span 2' } }}>
        <Panel title="Tenders">
          <TenderCharts />
        </Panel>
      </Box>
      <Panel title="Partners">
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
          <Count label="waiting for approval" resource="partners" filter={{ verification: 'requested' }} />
          <Count label="verified" resource="partners" filter={{ verification: 'verified' }} />
        </Box>
      </Panel>
      <Panel title="Users by type">
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
          {ACCOUNT_TYPES.map(([type, label]) => (
            <Count key={type} label={label} resource="users" filter={{ accountType: type }} />
          ))}
        </Box>
      </Panel>
      <Panel title="Sign-ups">
        <SignupChart />
      </Panel>
      <Panel title="Revenue">
        <RevenueChart />
      </Panel>
      <Panel title="Mail">
        <MailChart />
      </Panel>
      <Box sx={{ gridColumn: { md: '1 / span 2' } }}>
        <Panel title="Messages">
          <MessageVolumeChart />
        </Panel>
      </Box>
      <Box sx={{ gridColumn: { md: '1 / span 2' } }}>
        <Panel title="Page views">
          <PageViewsChart />
        </Panel>
      </Box>
      <Box sx={{ gridColumn: { md: '1 / span 2' } }}>
        <Panel title="Recent mail failures">
          <RecentFailures />
        </Panel>
      </Box>
    </Box>
  );
}
