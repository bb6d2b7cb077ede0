import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import type { ConsortiumMemberView, ConsortiumView } from '@jointly/contracts';
import { ApiError } from '@/lib/api-error';
import { removeConsortiumMember } from '../api/consortiums';

export interface MemberRemovalRequest {
  member: ConsortiumMemberView;
  kind: 'leave' | 'remove';
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Confirms leaving the consortium (the user's own company) or removing a member company (the lead company), then calls
 * DELETE /consortium/{id}/members/{companyId}. Focus starts on Cancel; Escape and Cancel close it unless the call is
 * under way; a refusal (e.g. 403/409) is shown in the dialog with the server's sentence, and the dialog stays open.
 */
export function MemberRemovalDialog({
  consortium,
  request,
  onClose,
  onDone,
  onExited,
}: {
  consortium: ConsortiumView;
  request: MemberRemovalRequest | null;
  onClose: () => void;
  onDone: (request: MemberRemovalRequest, answer: { message: string; consortium?: ConsortiumView }) => void | Promise<void>;
  /** After the closing transition (and MUI's focus restore): where focus goes when the trigger is gone. */
  onExited?: () => void;
}) {
  const removal = useMutation({
    mutationFn: ({ member }: MemberRemovalRequest) => removeConsortiumMember(consortium.id, member.companyId),
    onSuccess: (answer, asked) => onDone(asked, answer),
  });
  const close = () => {
    if (removal.isPending) return;
    removal.reset();
    onClose();
  };
  const failure = removal.isError
    ? offline()
      ? 'You are offline. Reconnect, then try again.'
      : removal.error instanceof ApiError
        ? removal.error.message
        : 'The consortium could not be changed. Try again.'
    : null;
  const leaving = request?.kind === 'leave';
  const company = request?.member.companyName ?? '';

  return (
    <Dialog
      open={request !== null}
      onClose={close}
      aria-labelledby="member-removal-title"
      aria-describedby="member-removal-text"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id="member-removal-title">
        {leaving ? `Leave ${consortium.name}?` : `Remove ${company} from ${consortium.name}?`}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="member-removal-text">
          {leaving
            ? `${company} stops being a member: its people lose access to this consortium, its conversation and its bid workspaces. The lead company can invite you again later.`
            : `${company} stops being a member: its people lose access to this consortium, its conversation and its bid workspaces. You can invite the company again later.`}
        </DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={close} disabled={removal.isPending}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={() => request && removal.mutate(request)} loading={removal.isPending}>
          {leaving ? 'Leave consortium' : 'Remove member'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
