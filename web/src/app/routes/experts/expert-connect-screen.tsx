import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { ServerStateProvider } from '@/components/server-state-provider';
import { accountKindOf } from '@/lib/auth';
import { useAuthStore } from '@/stores/auth-store';
import { ExpertDirectory } from './expert-directory';
import { InviteExpertDialog } from './invite-expert-dialog';
import { SignInPrompt } from './sign-in-prompt';

/** /expert-connect (open): the expert directory; visitors are asked to log in, providers can invite from it. */
export default function ExpertConnectScreen() {
  const user = useAuthStore((s) => s.user);
  const kind = accountKindOf(user);
  const canInvite = kind === 'provider' || kind === 'staff' || kind === 'admin';
  const [inviting, setInviting] = useState<{ accountId: string; headline: string | null } | null>(null);
  return (
    <ServerStateProvider>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
        <PageHeader
          title="Expert Connect"
          lead="Bid writers, compliance specialists and sector experts who help providers win public contracts."
        />
        {user?.accessToken ? (
          <ExpertDirectory
            actions={
              canInvite
                ? (expert) => (
                    <Button
                      variant="outlined"
                      size="small"
                      onClick={() => setInviting(expert)}
                      aria-label={`Invite ${expert.headline || 'this expert'} to bid`}
                    >
                      Invite to bid
                    </Button>
                  )
                : undefined
            }
          />
        ) : (
          <SignInPrompt what="search the expert directory" />
        )}
        {inviting && <InviteExpertDialog expert={inviting} tenderIds={[]} onClose={() => setInviting(null)} />}
      </Box>
    </ServerStateProvider>
  );
}
