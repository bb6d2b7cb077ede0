import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDate } from '@/lib/format';
import type { ConsortiumRequestView } from '@jointly/contracts';
import { requestStatusLabel } from '../lib/consortium-labels';

const chipColor = { Pending: 'default', Approve: 'success', Rejected: 'error' } as const;

/** The invitations a consortium sent, newest first, each with its status: Waiting, Accepted or Declined. */
export function SentRequestsList({ requests }: { requests: ConsortiumRequestView[] }) {
  if (requests.length === 0) return <Typography color="text.secondary">This consortium has not invited anyone yet.</Typography>;
  return (
    <Box component="ul" aria-label="Invitations sent" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {requests.map((request) => (
        <Box
          component="li"
          key={request.id}
          sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{request.toCompanyName}</Typography>
            <Typography variant="body2" color="text.secondary">
              Invited {formatDate(request.createdAt)} by {request.fromCompanyName}
              {request.answeredAt ? ` · answered ${formatDate(request.answeredAt)}` : ''}
            </Typography>
          </Box>
          <Chip size="small" variant="outlined" color={chipColor[request.status] ?? 'default'} label={requestStatusLabel(request.status)} />
        </Box>
      ))}
    </Box>
  );
}
