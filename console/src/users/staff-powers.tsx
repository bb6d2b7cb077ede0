import { Alert, FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { useCreate, useDelete, useGetList, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AdminUserRecord, StaffGrantRecord } from '@jointly/contracts';
import { STAFF_POWER_CHOICES } from './choices';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The platform-wide powers of a staff account, one switch each: on grants (POST /admin/staff-grants), off revokes
 * (DELETE …/:id). Both are audited and count from the staff member's next request. Other accounts hold none:
 * providers and experts change only their own data, admins hold every power.
 */
export function StaffPowers(_: { label?: false }) {
  const account = useRecordContext<AdminUserRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const isStaff = account?.accountType === 'staff';
  const { data, isPending, error, refetch } = useGetList<StaffGrantRecord>(
    'staff-grants',
    { filter: { accountId: account?.id }, pagination: { page: 1, perPage: 50 }, sort: { field: 'power', order: 'ASC' } },
    { enabled: Boolean(account?.id) && isStaff },
  );
  const [create, { isPending: granting }] = useCreate();
  const [remove, { isPending: revoking }] = useDelete();
  if (!account) return null;
  if (!isStaff)
    return (
      <Typography variant="body2">
        {account.accountType === 'admin'
          ? 'Admins hold every platform-wide power.'
          : 'Only staff accounts can be granted platform-wide powers.'}
      </Typography>
    );
  if (isPending) return <Typography variant="body2">Loading powers…</Typography>;
  if (error) return <Alert severity="error">Could not load the powers: {errorText(error)}</Alert>;

  const done = (message: string) => ({
    onSuccess: () => {
      notify(message, { type: 'success' });
      void refetch();
      refresh();
    },
    onError: (failure: unknown) => notify(errorText(failure), { type: 'error' }),
  });
  const toggle = (power: string, name: string, grant: StaffGrantRecord | undefined) => {
    if (grant) remove('staff-grants', { id: grant.id, previousData: grant }, done(`${name} revoked`));
    else create('staff-grants', { data: { accountId: account.id, power } }, done(`${name} granted`));
  };

  return (
    <FormGroup>
      {STAFF_POWER_CHOICES.map(({ id, name, description }) => {
        const grant = data?.find((g) => g.power === id);
        return (
          <FormControlLabel
            key={id}
            control={<Switch checked={Boolean(grant)} disabled={granting || revoking} onChange={() => toggle(id, name, grant)} />}
            label={`${name}: ${description}`}
          />
        );
      })}
    </FormGroup>
  );
}
