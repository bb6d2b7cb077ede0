import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { formatDateTime } from '@/lib/format';
import type { Id, WorkspaceMemberView, WorkspaceSection, WorkspaceView } from '@jointly/contracts';
import { WORKSPACES_KEY } from '../api/workspaces';
import { addComment, commentsQuery, setCommentResolved } from './teamwork-api';
import { plainText } from './text-count';

/**
 * Comments on the selected section: on the section, or on a passage of its text (the quote is located in the text
 * and sent as offsets), mentioning members (they are notified); each can be resolved and reopened.
 */
export function CommentsPanel({
  workspace,
  section,
  members,
  me,
}: {
  workspace: WorkspaceView;
  section: WorkspaceSection | null;
  members: WorkspaceMemberView[];
  me: Id | null;
}) {
  const queryClient = useQueryClient();
  const comments = useQuery(commentsQuery(workspace.id));
  const [body, setBody] = useState('');
  const [quote, setQuote] = useState('');
  const [mentions, setMentions] = useState<Id[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...WORKSPACES_KEY, 'teamwork', workspace.id] });
  const post = useMutation({
    mutationFn: (input: Parameters<typeof addComment>[1]) => addComment(workspace.id, input),
    onSuccess: async () => {
      setBody('');
      setQuote('');
      setMentions([]);
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const resolve = useMutation({
    mutationFn: ({ id, resolved }: { id: Id; resolved: boolean }) => setCommentResolved(workspace.id, id, resolved),
    onSuccess: refresh,
    onError: (error) => toast.error(error.message),
  });
  if (!section) return <Typography color="text.secondary">Choose a section to see its comments.</Typography>;
  const mine = (comments.data ?? []).filter((c) => c.sectionId === section.id);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!body.trim()) return setProblem('Write a comment first.');
    let anchor: { start: number; end: number } | undefined;
    if (quote.trim()) {
      const start = plainText(section.body).indexOf(quote.trim());
      if (start < 0) return setProblem('That passage is not in the section text.');
      anchor = { start, end: start + quote.trim().length };
    }
    post.mutate({ sectionId: section.id, body: body.trim(), mentions, anchor });
  };
  return (
    <Box aria-label="Comments panel" component="section">
      {comments.isError && <Typography color="error">The comments could not be loaded.</Typography>}
      {comments.isSuccess && mine.length === 0 && <Typography color="text.secondary">No comments on this section yet.</Typography>}
      <Box component="ul" aria-label="Comments" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {mine.map((c) => (
          <Box component="li" key={c.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', opacity: c.resolvedAt ? 0.6 : 1 }}>
            <Typography variant="body2" color="text.secondary">
              {c.author.name ?? 'A member'} · {formatDateTime(c.createdAt)}
              {c.resolvedAt ? ' · resolved' : ''}
            </Typography>
            {c.anchor && (
              <Typography
                variant="body2"
                component="blockquote"
                sx={{ m: 0, pl: 1, borderLeft: 3, borderColor: 'divider', fontStyle: 'italic' }}
              >
                {c.anchor.quote}
              </Typography>
            )}
            <Typography sx={{ whiteSpace: 'pre-line' }}>{c.body}</Typography>
            {c.mentions.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                Mentions: {c.mentions.map((id) => members.find((m) => m.accountId === id)?.name ?? 'a member').join(', ')}
              </Typography>
            )}
            <Button size="small" disabled={resolve.isPending} onClick={() => resolve.mutate({ id: c.id, resolved: !c.resolvedAt })}>
              {c.resolvedAt ? 'Reopen' : 'Resolve'}
            </Button>
          </Box>
        ))}
      </Box>
      <Stack component="form" aria-label="Add a comment" spacing={1} sx={{ mt: 2 }} onSubmit={onSubmit}>
        <TextInput
          size="small"
          label="Comment"
          multiline
          minRows={2}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <TextInput size="small" label="On the passage (optional)" value={quote} onChange={(e) => setQuote(e.target.value)} />
        {members.filter((m) => m.accountId !== me).length > 0 && (
          <Box role="group" aria-label="Mention">
            <Typography variant="body2">Mention</Typography>
            {members
              .filter((m) => m.accountId !== me)
              .map((m) => (
                <FormControlLabel
                  key={m.accountId}
                  control={
                    <Checkbox
                      size="small"
                      checked={mentions.includes(m.accountId)}
                      onChange={(e) =>
                        setMentions((all) => (e.target.checked ? [...all, m.accountId] : all.filter((id) => id !== m.accountId)))
                      }
                    />
                  }
                  label={`@${m.name ?? 'member'}`}
                />
              ))}
          </Box>
        )}
        {problem && (
          <Typography role="alert" color="error" variant="body2">
            {problem}
          </Typography>
        )}
        <Button type="submit" variant="outlined" disabled={post.isPending}>
          Comment
        </Button>
      </Stack>
    </Box>
  );
}
