import { Button, useNotify, useRecordContext, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import VerifiedIcon from '@mui/icons-material/Verified';

/** PUT /api/admin/partners/:id with verification "verified": the server approves (e-mail and notification). */
export function ApproveButton() {
  const record = useRecordContext<RaRecord & { verification?: string; companyName?: string }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record || record.verification === 'verified') return null;
  const approve = (event: React.MouseEvent) => {
    event.stopPropagation();
    void update(
      'partners',
      { id: record.id, data: { ...record, verification: 'verified' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${record.companyName ?? 'The company'} is now a consortium partner.`, { type: 'success' });
          refresh();
        },
        onError: () => notify('Failed to verify consortium', { type: 'error' }),
      },
    );
  };
  return (
    <Button label="Approve" onClick={approve} disabled={isPending} aria-label={`Approve ${record.companyName ?? 'company'}`}>
      <VerifiedIcon />
    </Button>
  );
}
