import { Link as RouterLink } from 'react-router-dom';
import { Title, useGetList } from 'react-admin';
import { Box, Card, CardContent, Link, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';

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

/** Real counts from the admin resources: partners waiting, users by type, recent mail failures. */
export default function Dashboard() {
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Title title="Jointly console" />
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
      <Box sx={{ gridColumn: { md: '1 / span 2' } }}>
        <Panel title="Recent mail failures">
          <RecentFailures />
        </Panel>
      </Box>
    </Box>
  );
}
