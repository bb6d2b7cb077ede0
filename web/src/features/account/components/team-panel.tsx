import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { accountKindOf } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { checkEmail, errorCodeOf } from '@/lib/validation';
import { useAuthStore } from '@/stores/auth-store';
import type { TeamMember, TeamMembersResponse } from '@jointly/contracts';
import { inviteTeamMember, removeTeamMember, teamQuery } from '../api/team';

const displayName = (member: Pick<TeamMember, 'name' | 'email'>) => member.name?.trim() || member.email;
const kindLabel = (type: string | undefined) => (type ? type.charAt(0).toUpperCase() + type.slice(1).toLowerCase() : '');

/**
 * The company's team (GET /team/members): members, pending invitations, inviting by e-mail (any member) and
 * removing a member (the owner only; the server enforces it too), with a confirmation first.
 */
export function TeamPanel() {
  const team = useQuery(teamQuery());
  if (team.isPending) return <LoadingState label="Loading your team…" />;
  if (team.isError) {
    if (errorCodeOf(team.error) === 'TEAM.NO_COMPANY') return <NoCompany />;
    return <ErrorState title="Your team could not be loaded." message={team.error.message} onRetry={() => void team.refetch()} />;
  }
  return <Team data={team.data} />;
}

function NoCompany() {
  const kind = accountKindOf(useAuthStore((s) => s.user));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <GroupAddIcon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden="true" />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        You are not part of a company team yet
      </Typography>
      {kind === 'provider' ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Your team is the people of your company. Complete your company profile first, then invite your colleagues here.
          </Typography>
          <Button variant="contained" component={RouterLink} to={paths.v3UserUpdateProfile.path}>
            Complete your company profile
          </Button>
        </>
      ) : (
        <Typography color="text.secondary">
          Teams belong to provider companies. Ask someone at your company to invite you from their My team page; accepting the invitation
          adds you to the team.
        </Typography>
      )}
    </Paper>
  );
}

function Team({ data }: { data: TeamMembersResponse }) {
  const queryClient = useQueryClient();
  const me = useAuthStore((s) => s.user);
  const owner = data.members.find((member) => member.owner);
  const iAmOwner = Boolean(owner && me && owner.id === me.id);
  const [toRemove, setToRemove] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['team'] });

  const confirmRemove = async () => {
    if (!toRemove) return;
    setRemoving(true);
    try {
      const response = await removeTeamMember(toRemove.id);
      toast.success(response?.message || 'Member removed from the team');
      setToRemove(null);
      await refresh();
    } catch {
      /* toasted by the API client */
    } finally {
      setRemoving(false);
    }
  };

  const company = data.companyName ?? 'your company';
  return (
    <Stack spacing={3}>
      <Paper component="section" aria-labelledby="members-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="members-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
          Members ({data.members.length})
        </Typography>
        <Typography id="remove-rule" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {iAmOwner
            ? `You own the ${company} account, so you can remove members.`
            : `Only ${owner ? displayName(owner) : 'the owner'}, the owner of the ${company} account, can remove members.`}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {data.members.map((member) => {
            const isMe = member.id === me?.id;
            // Shown to everyone for the members who can be removed at all; only the owner can press it.
            const removable = !member.owner && !isMe;
            return (
              <Box
                component="li"
                key={member.id}
                sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}
              >
                <Avatar aria-hidden="true" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                  {displayName(member).charAt(0).toUpperCase()}
                </Avatar>
                <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{displayName(member)}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {member.email}
                    {member.accountType ? ` · ${kindLabel(member.accountType)}` : ''}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {member.owner && <Chip size="small" color="primary" label="Owner" />}
                  {isMe && <Chip size="small" variant="outlined" label="You" />}
                  {member.emailVerified === false && <Chip size="small" variant="outlined" label="Email not confirmed" />}
                  {removable && (
                    <Button
                      size="small"
                      color="error"
                      variant="outlined"
                      disabled={!iAmOwner}
                      aria-label={`Remove ${displayName(member)}`}
                      aria-describedby={iAmOwner ? undefined : 'remove-rule'}
                      onClick={() => setToRemove(member)}
                    >
                      Remove
                    </Button>
                  )}
                </Stack>
              </Box>
            );
          })}
        </Box>
      </Paper>

      <Paper component="section" aria-labelledby="invitations-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="invitations-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Pending invitations ({data.invitations.length})
        </Typography>
        {data.invitations.length === 0 ? (
          <Typography color="text.secondary">No pending invitations.</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {data.invitations.map((invitation) => (
              <Box component="li" key={invitation.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{invitation.email}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Sent {formatDate(invitation.createdAt)} · expires {formatDate(invitation.expiresAt)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        <InviteForm data={data} onInvited={refresh} />
      </Paper>

      <Dialog open={toRemove !== null} onClose={() => !removing && setToRemove(null)} aria-labelledby="remove-member-title">
        <DialogTitle id="remove-member-title">
          {toRemove ? `Remove ${displayName(toRemove)} from ${company}?` : 'Remove member'}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            They will no longer see your company’s workspaces, bids and consortiums. Their own Jointly account stays, and you can invite
            them again later.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToRemove(null)} disabled={removing} color="secondary">
            Cancel
          </Button>
          <Button onClick={confirmRemove} loading={removing} color="error" variant="contained">
            Remove member
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function InviteForm({ data, onInvited }: { data: TeamMembersResponse; onInvited: () => Promise<unknown> }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    const problem =
      checkEmail(email) ??
      (data.members.some((member) => member.email.toLowerCase() === address) ? 'This person is already in your team' : undefined);
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      const response = await inviteTeamMember(address);
      toast.success(response?.message || `Invitation sent to ${address}`);
      setEmail('');
      await onInvited();
    } catch {
      /* toasted by the API client (e.g. the address has an account with another company) */
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="invite-title" sx={{ mt: 3 }}>
      <Typography id="invite-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Invite a colleague
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        We email them a link to join {data.companyName ?? 'your company'} on Jointly. Invitations last 14 days; inviting the same address
        again replaces the earlier invitation.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
        <TextInput
          label="Colleague’s email address"
          type="email"
          name="inviteEmail"
          autoComplete="off"
          fullWidth
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error}
        />
        <Button type="submit" variant="contained" loading={sending} sx={{ flexShrink: 0, height: 56, width: { xs: '100%', sm: 'auto' } }}>
          Send invitation
        </Button>
      </Box>
      <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
        Your colleague signs up from the link in the email, usually as Staff, with the address you invited.
      </Alert>
    </Box>
  );
}
