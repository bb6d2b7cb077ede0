import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { ConversationSummary } from '@jointly/contracts';

const KIND: Record<ConversationSummary['kind'], string> = { consortium: 'Consortium', invitation: 'Expert invitation', direct: 'Partner' };

/** The caller's conversations, latest first, each with its unread badge; a list of buttons (Tab / Enter). */
export function ConversationList({
  conversations,
  selected,
  onSelect,
}: {
  conversations: ConversationSummary[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <List aria-label="Conversations" dense disablePadding>
      {conversations.map((c) => (
        <ListItemButton
          key={c.id}
          selected={c.id === selected}
          aria-current={c.id === selected ? 'true' : undefined}
          onClick={() => onSelect(c.id)}
          sx={{ borderRadius: 1, mb: 0.5, alignItems: 'flex-start' }}
        >
          <ListItemText
            primary={c.title}
            secondary={`${KIND[c.kind]} · ${c.lastMessage ? `${c.lastMessage.authorName}: ${c.lastMessage.excerpt ?? 'message deleted'}` : 'No messages yet'}`}
            slotProps={{ primary: { noWrap: true, sx: { fontWeight: c.unread ? 700 : 400 } }, secondary: { noWrap: true } }}
          />
          <Badge
            badgeContent={c.unread}
            color="primary"
            max={99}
            sx={{ ml: 2, mt: 1.5 }}
            slotProps={{ badge: { 'aria-label': `${c.unread} unread` } as never }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
