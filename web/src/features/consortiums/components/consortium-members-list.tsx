import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDate } from '@/lib/format';
import type { ConsortiumMemberView } from '@jointly/contracts';
import { memberRoleLabel } from '../lib/consortium-labels';

/** The member companies of a consortium, with their role and when they joined. */
/** `action` adds a control to a member's card (the consortium screen's "Message" for partner companies). */
export function ConsortiumMembersList({
  members,
  action,
}: {
  members: ConsortiumMemberView[];
  action?: (member: ConsortiumMemberView) => React.ReactNode;
}) {
  return (
    <Box component="ul" aria-label="Members" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {members.map((member) => (
        <Box
          component="li"
          key={member.companyId}
          sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Avatar aria-hidden="true" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {member.companyName.trim().charAt(0).toUpperCase() || '?'}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{member.companyName}</Typography>
            <Typography variant="body2" color="text.secondary">
              Joined {formatDate(member.joinedAt)}
            </Typography>
          </Box>
          <Chip
            size="small"
            color={member.role === 'lead' ? 'primary' : 'default'}
            variant={member.role === 'lead' ? 'filled' : 'outlined'}
            label={memberRoleLabel(member.role)}
          />
          {action?.(member)}
        </Box>
      ))}
    </Box>
  );
}
