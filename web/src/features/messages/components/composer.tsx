import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import type { MessageView } from '@jointly/contracts';

export const MAX_LENGTH = 10_000;
const ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,image/png,image/jpeg,image/gif,image/webp';

export interface ComposerProps {
  replyTo: MessageView | null;
  onCancelReply: () => void;
  onSend: (input: { body: string; files: File[] }) => Promise<unknown>;
  onTyping: () => void;
  disabled?: boolean;
}

/** Text (Markdown subset), up to five files, Enter to send and Shift+Enter for a new line. */
export function Composer({ replyTo, onCancelReply, onSend, onTyping, disabled }: ComposerProps) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const tooLong = body.length > MAX_LENGTH;
  const empty = body.trim() === '' && files.length === 0;

  const send = async () => {
    if (empty || tooLong || sending) return;
    setSending(true);
    try {
      await onSend({ body, files });
      setBody('');
      setFiles([]);
    } finally {
      setSending(false);
    }
  };

  return (
    <Box
      component="form"
      aria-label="Write a message"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}
    >
      {replyTo && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="body2" color="text.secondary" noWrap>
            Replying to {replyTo.author.name}
          </Typography>
          <Button size="small" onClick={onCancelReply}>
            Cancel reply
          </Button>
        </Stack>
      )}
      <TextInput
        label="Message"
        placeholder="Write a message — **bold**, *italic*, `code`, - lists"
        value={body}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        disabled={disabled}
        error={tooLong}
        helperText={tooLong ? `A message can be at most 10,000 characters long (${body.length.toLocaleString('en-GB')}).` : ' '}
        onChange={(event) => {
          setBody(event.target.value);
          onTyping();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void send();
          }
        }}
      />
      {files.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }}>
          {files.map((file) => (
            <Chip key={file.name} label={file.name} onDelete={() => setFiles(files.filter((f) => f !== file))} />
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          hidden
          aria-label="Attach files"
          onChange={(event) => {
            setFiles([...files, ...Array.from(event.target.files ?? [])].slice(0, 5));
            event.target.value = '';
          }}
        />
        <Button startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} disabled={disabled || files.length >= 5}>
          Attach
        </Button>
        <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={disabled || empty || tooLong || sending}>
          Send
        </Button>
      </Stack>
    </Box>
  );
}
