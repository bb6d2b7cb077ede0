import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { HocuspocusProvider } from '@hocuspocus/provider';
import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useState } from 'react';
import { refreshAccessToken } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';
import { acquireCollabSocket } from './collab-socket';
import type { LiveSectionBodyProps } from './live-section-body';
import { colourFor, connectionMessage, peopleInSection, type ConnectionState, type PresenceUser } from './presence';

const accessToken = () => useAuthStore.getState().user?.accessToken ?? '';

/** The section's Yjs document over the page's shared socket, with its connection state, unsaved edits and presence. */
function useSectionProvider(workspaceId: string, sectionId: string) {
  const [provider, setProvider] = useState<HocuspocusProvider | null>(null);
  const [state, setState] = useState<ConnectionState>('connecting');
  const [unsynced, setUnsynced] = useState(false);
  const [people, setPeople] = useState<PresenceUser[]>([]);
  /** The server authenticated the document read-only (the workspace was submitted): no edit is taken. */
  const [readOnly, setReadOnly] = useState(false);

  useEffect(() => {
    const { socket, release } = acquireCollabSocket();
    let wasLive = false;
    const next = new HocuspocusProvider({
      websocketProvider: socket,
      name: `${workspaceId}/${sectionId}`,
      token: accessToken,
      onAuthenticationFailed: ({ reason }) => {
        // An expired access token: refresh it; the server closed the socket and the reconnect sends the new one.
        if (reason === 'token-expired') void refreshAccessToken();
        else setState('refused');
      },
      onAuthenticated: ({ scope }) => setReadOnly(scope === 'readonly'),
      onSynced: () => {
        wasLive = true;
        setState('live');
      },
      onUnsyncedChanges: ({ number }) => setUnsynced(number > 0),
      onAwarenessChange: ({ states }) => setPeople(peopleInSection(states as Array<{ user?: Partial<PresenceUser> }>)),
    });
    const onStatus = ({ status }: { status: string }) => {
      if (status !== 'connected') setState((s) => (s === 'refused' ? s : wasLive ? 'reconnecting' : 'connecting'));
    };
    const offline = () => setState((s) => (s === 'refused' ? s : 'reconnecting'));
    next.on('status', onStatus);
    window.addEventListener('offline', offline);
    next.attach();
    setProvider(next);
    return () => {
      window.removeEventListener('offline', offline);
      next.off('status', onStatus);
      next.destroy();
      release();
      setProvider(null);
    };
  }, [workspaceId, sectionId]);

  return { provider, state, unsynced, people, readOnly };
}

function Toolbar({ editor, title }: { editor: NonNullable<ReturnType<typeof useEditor>>; title: string }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
    }),
  });
  const buttons: Array<{ key: keyof typeof active; label: string; text: string; run: () => void }> = [
    { key: 'bold', label: 'Bold (Ctrl+B)', text: 'B', run: () => editor.chain().focus().toggleBold().run() },
    { key: 'italic', label: 'Italic (Ctrl+I)', text: 'I', run: () => editor.chain().focus().toggleItalic().run() },
    { key: 'heading', label: 'Heading (Ctrl+Alt+3)', text: 'H', run: () => editor.chain().focus().toggleHeading({ level: 3 }).run() },
    { key: 'bulletList', label: 'Bulleted list (Ctrl+Shift+8)', text: '•', run: () => editor.chain().focus().toggleBulletList().run() },
    { key: 'orderedList', label: 'Numbered list (Ctrl+Shift+7)', text: '1.', run: () => editor.chain().focus().toggleOrderedList().run() },
  ];
  return (
    <ToggleButtonGroup size="small" aria-label={`Formatting for ${title}`}>
      {buttons.map((b) => (
        <ToggleButton
          key={b.key}
          value={b.key}
          selected={active[b.key]}
          aria-label={b.label}
          title={b.label}
          onClick={b.run}
          disabled={!editor.isEditable}
          sx={{ minWidth: 36, fontWeight: b.key === 'bold' ? 700 : undefined, fontStyle: b.key === 'italic' ? 'italic' : undefined }}
        >
          {b.text}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function SectionEditor({
  provider,
  title,
  user,
  editable,
}: {
  provider: HocuspocusProvider;
  title: string;
  user: PresenceUser;
  editable: boolean;
}) {
  const editor = useEditor(
    {
      extensions: [
        // Undo/redo comes from the collaboration extension (each writer undoes their own edits).
        StarterKit.configure({ undoRedo: false }),
        Collaboration.configure({ document: provider.document, field: 'default' }),
        CollaborationCaret.configure({ provider, user }),
      ],
      editable,
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': `Text of ${title}`,
          class: 'live-section-text',
        },
      },
    },
    [provider],
  );
  useEffect(() => {
    editor?.setEditable(editable);
  }, [editor, editable]);
  if (!editor) return null;
  return (
    <>
      <Toolbar editor={editor} title={title} />
      <Box
        sx={{
          mt: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
          '& .live-section-text': { minHeight: 120, px: 1.5, py: 1, outline: 'none', overflowWrap: 'anywhere' },
          '& .live-section-text p': { my: 0.5 },
          '& .collaboration-carets__caret': {
            position: 'relative',
            borderLeft: '1px solid',
            borderRight: '1px solid',
            ml: '-1px',
            mr: '-1px',
            pointerEvents: 'none',
            wordBreak: 'normal',
          },
          '& .collaboration-carets__label': {
            position: 'absolute',
            top: '-1.4em',
            left: '-1px',
            fontSize: 12,
            fontWeight: 600,
            lineHeight: 'normal',
            color: '#fff',
            px: 0.5,
            borderRadius: '3px 3px 3px 0',
            whiteSpace: 'nowrap',
            userSelect: 'none',
          },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </>
  );
}

/** A section's rich text, edited live with everyone in the workspace: presence, carets, connection state. */
export default function LiveSectionEditor({ workspaceId, sectionId, title }: LiveSectionBodyProps) {
  const account = useAuthStore((s) => s.user);
  const user = useMemo<PresenceUser>(() => {
    const id = String(account?.id ?? account?.email ?? 'me');
    const name = typeof account?.name === 'string' && account.name.trim() ? account.name : (account?.email ?? 'Me');
    return { id, name, color: colourFor(id) };
  }, [account?.id, account?.email, account?.name]);
  const { provider, state, unsynced, people, readOnly } = useSectionProvider(workspaceId, sectionId);
  const others = people.filter((p) => p.id !== user.id);

  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box
          component="ul"
          aria-label={`Writing in ${title}`}
          sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none' }}
        >
          {others.map((p) => (
            <li key={p.id}>
              <Chip size="small" label={p.name} sx={{ bgcolor: p.color, color: '#fff' }} />
            </li>
          ))}
        </Box>
        <Typography
          variant="caption"
          role="status"
          color={state === 'refused' ? 'error' : state === 'reconnecting' ? 'warning.main' : 'text.secondary'}
          sx={{ ml: 'auto' }}
        >
          {readOnly && state === 'live' ? 'Submitted: this text is read-only.' : connectionMessage(state, unsynced)}
        </Typography>
      </Box>
      {provider && state !== 'connecting' ? (
        <SectionEditor provider={provider} title={title} user={user} editable={state !== 'refused' && !readOnly} />
      ) : state === 'connecting' ? (
        <Box
          aria-busy="true"
          sx={{ minHeight: 120, border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, color: 'text.secondary' }}
        >
          Loading the text…
        </Box>
      ) : null}
    </Box>
  );
}
