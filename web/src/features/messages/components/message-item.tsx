import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { MessageView } from '@jointly/contracts';
import { downloadAttachment } from '../api/messages';
import { renderMarkdown } from '../lib/markdown';

const EDIT_WINDOW_MS = 15 * 60_000;

export interface MessageItemProps {
  message: MessageView;
  mine: boolean;
  onReply: (message: MessageView) => void;
  onEdit: (message: MessageView, body: string) => Promise<unknown>;
  onDelete: (message: MessageView) => void;
}

/** One message: author, time, Markdown text (as React elements), reply quote, files and the author's actions. */
export function MessageItem({ message, mine, onReply, onEdit, onDelete }: MessageItemProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.body ?? '');
  const editable = mine && !message.deleted && Date.now() - new Date(message.createdAt).getTime() < EDIT_WINDOW_MS;
  const time = new Date(message.createdAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Box
      component="article"
      aria-label={`Message from ${message.author.name}`}
      sx={{
        p: 1.5,
        borderRadius: 2,
        bgcolor: mine ? 'rgba(0, 230, 200, 0.08)' : 'rgba(250, 255, 255, 0.04)',
        border: 1,
        borderColor: 'divider',
        '& p': { my: 0.5 },
        '& pre.md-pre': { p: 1, overflowX: 'auto', bgcolor: 'rgba(0,0,0,0.4)', borderRadius: 1 },
        '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 1, ml: 0, color: 'text.secondary' },
        overflowWrap: 'anywhere',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="span">
          {message.author.name}
        </Typography>
        {message.author.companyName && message.author.companyName !== message.author.name && (
          <Typography variant="caption" color="text.secondary">
            {message.author.companyName}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="time" dateTime={message.createdAt}>
          {time}
        </Typography>
        {message.editedAt && !message.deleted && (
          <Typography variant="caption" color="text.secondary">
            (edited)
          </Typography>
        )}
      </Stack>
      {message.replyTo && (
        <Typography variant="body2" color="text.secondary" sx={{ borderLeft: 2, borderColor: 'primary.main', pl: 1, my: 0.5 }}>
          Reply to {message.replyTo.authorName}: {message.replyTo.excerpt ?? 'message deleted'}
        </Typography>
      )}
      {message.deleted ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {message.removedByAdmin ? 'Message removed by an admin' : 'Message deleted'}
        </Typography>
      ) : editing ? (
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void onEdit(message, draft).then(() => setEditing(false));
          }}
        >
          <TextInput
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            multiline
            fullWidth
            size="small"
            label="Edit message"
            slotProps={{ htmlInput: { maxLength: 10_000 } }}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button type="submit" size="small" variant="contained">
              Save
            </Button>
            <Button size="small" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </Stack>
        </Box>
      ) : (
        <Box sx={{ typography: 'body2' }}>{renderMarkdown(message.body ?? '')}</Box>
      )}
      {message.attachments.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
          {message.attachments.map((file) => (
            <Button
              key={file.id}
              size="small"
              startIcon={<AttachFileIcon />}
              onClick={() => void downloadAttachment(file.id, file.filename).catch(() => undefined)}
            >
              {file.filename}
            </Button>
          ))}
        </Stack>
      )}
      {!message.deleted && !editing && (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          <Button size="small" onClick={() => onReply(message)} aria-label={`Reply to ${message.author.name}`}>
            Reply
          </Button>
          {editable && (
            <Button size="small" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
          {mine && (
            <Button size="small" color="error" onClick={() => onDelete(message)}>
              Delete
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
