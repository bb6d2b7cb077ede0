import { useRecordContext } from 'react-admin';
import { Link, List, ListItem, ListItemText, Typography } from '@mui/material';

export interface TenderDocument {
  id: string;
  name: string;
  url: string;
  contentType: string | null;
  size: number | null;
}

const kb = (size: number | null) => (size === null || size === undefined ? '' : ` · ${Math.max(1, Math.round(size / 1024))} KB`);

/** The tender's documents as download links (name, type and size). */
export function DocumentsField({ label: _label = 'Documents' }: { label?: string }) {
  const record = useRecordContext<{ documents?: TenderDocument[] }>();
  const documents = record?.documents ?? [];
  if (documents.length === 0) return <Typography variant="body2">No documents.</Typography>;
  return (
    <List dense disablePadding aria-label="Documents">
      {documents.map((doc) => (
        <ListItem key={doc.id} disableGutters>
          <ListItemText
            primary={
              <Link href={doc.url} target="_blank" rel="noopener noreferrer">
                {doc.name}
              </Link>
            }
            secondary={`${doc.contentType ?? 'file'}${kb(doc.size)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
