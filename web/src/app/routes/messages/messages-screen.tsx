import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MessageView } from '@jointly/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import {
  conversationsQuery,
  deleteMessage,
  editMessage,
  markRead,
  messagesQuery,
  postMessage,
  sendTyping,
  setMuted,
} from '@/features/messages/api/messages';
import { Composer } from '@/features/messages/components/composer';
import { ConversationList } from '@/features/messages/components/conversation-list';
import { MessageItem } from '@/features/messages/components/message-item';
import { useLiveStore, useShouldPoll } from '@/features/messages/live/live-channel';
import { useAuthStore } from '@/stores/auth-store';

export const EMPTY_CONVERSATION = 'No messages yet — say hello to your partners';

function ConnectionNotice() {
  const status = useLiveStore((s) => s.status);
  if (status === 'offline')
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        You are offline. New messages will appear when you are back online.
      </Alert>
    );
  if (status === 'polling')
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        Live updates are paused; messages refresh every 15 seconds while we reconnect.
      </Alert>
    );
  return null;
}

function TypingLine({ conversationId }: { conversationId: string }) {
  const typing = useLiveStore((s) => s.typing[conversationId]);
  const [, tick] = useState(0);
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => tick((n) => n + 1), Math.max(0, typing.until - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [typing]);
  const active = typing && typing.until > Date.now();
  return (
    <Typography variant="caption" color="text.secondary" aria-live="polite" sx={{ minHeight: 20, display: 'block' }}>
      {active ? `${typing.name} is typing…` : ''}
    </Typography>
  );
}

function ConversationPane({ conversationId, title, muted }: { conversationId: string; title: string; muted: boolean }) {
  const client = useQueryClient();
  const poll = useShouldPoll();
  const me = useAuthStore((s) => s.user?.id ?? null);
  const [q, setQ] = useState('');
  const [replyTo, setReplyTo] = useState<MessageView | null>(null);
  const lastTyping = useRef(0);
  const messages = useQuery(messagesQuery(conversationId, q.trim(), poll));
  const refresh = () => client.invalidateQueries({ queryKey: ['messages'] });
  const newest = messages.data?.messages[0]?.seq;

  useEffect(() => {
    if (!newest) return;
    void markRead(conversationId)
      .then((unread) => client.setQueryData(['messages', 'unread'], unread))
      .catch(() => undefined);
  }, [conversationId, newest, client]);

  const mute = useMutation({ mutationFn: (value: boolean) => setMuted(conversationId, value), onSuccess: refresh });
  const ordered = useMemo(() => [...(messages.data?.messages ?? [])].reverse(), [messages.data]);
  const bottom = useRef<HTMLDivElement>(null);
  // A block body: scrollIntoView answers a Promise in current Chromium, and an effect's return value is its cleanup
  // (React called the Promise on the next message and the screen fell over).
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [ordered.length]);

  return (
    <Stack sx={{ height: '100%', minHeight: 420 }} component="section" aria-label={`Conversation: ${title}`}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 160 }} noWrap>
          {title}
        </Typography>
        <TextInput
          size="small"
          label="Search in this conversation"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <FormControlLabel control={<Switch checked={muted} onChange={(e) => mute.mutate(e.target.checked)} />} label="Mute e-mails" />
      </Stack>
      <Box
        role="log"
        aria-label="Messages"
        aria-live="polite"
        sx={{ flex: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 1, pr: 1 }}
      >
        {messages.isPending ? (
          <LoadingState label="Loading the messages…" />
        ) : messages.isError ? (
          <ErrorState title="The messages could not be loaded." message={messages.error.message} onRetry={() => void messages.refetch()} />
        ) : ordered.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {q.trim() ? 'No message matches your search.' : EMPTY_CONVERSATION}
          </Typography>
        ) : (
          ordered.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              mine={message.author.accountId === me}
              onReply={setReplyTo}
              onEdit={async (m, body) => {
                await editMessage(m.id, body);
                await refresh();
              }}
              onDelete={(m) => void deleteMessage(m.id).then(refresh)}
            />
          ))
        )}
        <div ref={bottom} />
      </Box>
      <TypingLine conversationId={conversationId} />
      <Composer
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        onTyping={() => {
          if (Date.now() - lastTyping.current < 3000) return;
          lastTyping.current = Date.now();
          void sendTyping(conversationId).catch(() => undefined);
        }}
        onSend={async ({ body, files }) => {
          await postMessage(conversationId, { body, replyToId: replyTo?.id ?? null, files });
          setReplyTo(null);
          await refresh();
        }}
      />
    </Stack>
  );
}

/**
 * /consortium/messages and /v3/expert-dashboard/message: the caller's conversations (consortiums, expert invitations,
 * partner companies) with unread badges, one conversation at a time, live through the tab's stream.
 * `?c=<conversation>` opens one; `?subject=<consortium or invitation id>` opens the conversation of that subject.
 */
export default function MessagesScreen() {
  const poll = useShouldPoll();
  const [params, setParams] = useSearchParams();
  const conversations = useQuery(conversationsQuery(poll));
  const list = conversations.data?.conversations ?? [];
  const subject = params.get('subject');
  // A subject (from a consortium or invitation page) opens its own conversation, never another one in its place.
  const selectedId = params.get('c') ?? (subject ? (list.find((c) => c.subjectId === subject)?.id ?? null) : (list[0]?.id ?? null));
  const selected = list.find((c) => c.id === selectedId) ?? null;

  return (
    <>
      <PageHeader title="Messages" lead="Talk with your consortium partners and the experts you work with." />
      <ConnectionNotice />
      {conversations.isPending ? (
        <LoadingState label="Loading your conversations…" />
      ) : conversations.isError ? (
        <ErrorState
          title="Your conversations could not be loaded."
          message={conversations.error.message}
          onRetry={() => void conversations.refetch()}
        />
      ) : list.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography>{EMPTY_CONVERSATION}</Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
            Conversations open when you join a consortium or an expert invitation.
          </Typography>
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '320px 1fr' }, gap: 2 }}>
          <Paper variant="outlined" sx={{ p: 1, alignSelf: 'start' }}>
            <ConversationList conversations={list} selected={selectedId} onSelect={(id) => setParams({ c: id })} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            {selected ? (
              <ConversationPane key={selected.id} conversationId={selected.id} title={selected.title} muted={selected.muted} />
            ) : subject && !params.get('c') ? (
              <Typography color="text.secondary" role="status">
                This conversation has not started yet: it opens once the consortium or invitation is confirmed, and shows here as soon as it
                does. Pick another conversation meanwhile.
              </Typography>
            ) : (
              <Typography color="text.secondary">This conversation is not available to you any more.</Typography>
            )}
          </Paper>
        </Box>
      )}
    </>
  );
}
