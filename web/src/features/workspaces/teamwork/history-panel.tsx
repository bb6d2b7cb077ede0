import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { formatDateTime } from '@/lib/format';
import type { TextDiffPart, WorkspaceSection, WorkspaceView } from '@jointly/contracts';
import { WORKSPACES_KEY } from '../api/workspaces';
import { diffQuery, restoreVersion, saveVersion, useWorkspaceWrite, versionsQuery } from './teamwork-api';

const REASONS = { named: 'Saved', status: 'Status change', restore: 'Restore', automatic: 'Automatic' } as const;

function DiffText({ parts }: { parts: TextDiffPart[] }) {
  return (
    <Typography component="p" sx={{ whiteSpace: 'pre-wrap' }}>
      {parts.map((p, i) =>
        p.op === 'equal' ? (
          <span key={i}>{p.text}</span>
        ) : p.op === 'insert' ? (
          <Box component="ins" key={i} sx={{ bgcolor: 'success.light', textDecoration: 'none' }}>
            {p.text}
          </Box>
        ) : (
          <Box component="del" key={i} sx={{ bgcolor: 'error.light' }}>
            {p.text}
          </Box>
        ),
      )}
    </Typography>
  );
}

function VersionDiff({ workspace, number }: { workspace: WorkspaceView; number: number }) {
  const diff = useQuery(diffQuery(workspace.id, number));
  if (diff.isPending) return <Typography color="text.secondary">Comparing…</Typography>;
  if (diff.isError) return <Typography color="error">The comparison could not be loaded.</Typography>;
  const changed = diff.data.sections.filter((s) => s.change !== 'unchanged');
  if (!changed.length) return <Typography color="text.secondary">No differences from now.</Typography>;
  return (
    <Box aria-label={`Changes since version ${number}`}>
      {changed.map((s) => (
        <Box key={s.sectionId} sx={{ mb: 1 }}>
          <Typography variant="subtitle2">
            {s.titleTo ?? s.titleFrom} ({s.change})
          </Typography>
          <DiffText parts={s.body} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * Version history: named versions (saved here) and automatic ones (every status change, every restore); compare one
 * with now, and restore the whole workspace or the selected section from it — a restore is itself a new version.
 */
export function HistoryPanel({ workspace, section }: { workspace: WorkspaceView; section: WorkspaceSection | null }) {
  const queryClient = useQueryClient();
  const versions = useQuery(versionsQuery(workspace.id));
  const [name, setName] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const save = useMutation({
    mutationFn: (n: string) => saveVersion(workspace.id, n),
    onSuccess: async () => {
      setName('');
      await queryClient.invalidateQueries({ queryKey: [...WORKSPACES_KEY, 'teamwork', workspace.id] });
    },
    onError: (error) => toast.error(error.message),
  });
  const restore = useWorkspaceWrite<{ number: number; sectionId?: string; version: number }>(
    workspace.id,
    (input, current) => restoreVersion(workspace.id, input, current),
    (input) => (input.sectionId ? `restore a section from version ${input.number}` : `restore version ${input.number}`),
  );
  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) save.mutate(name.trim());
  };
  return (
    <Box component="section" aria-label="History panel">
      <Stack component="form" aria-label="Save a version" direction="row" spacing={1} onSubmit={onSave} sx={{ mb: 2 }}>
        <TextInput
          size="small"
          label="Version name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <Button type="submit" disabled={save.isPending || !name.trim()}>
          Save version
        </Button>
      </Stack>
      {versions.isError && <Typography color="error">The history could not be loaded.</Typography>}
      {versions.isSuccess && versions.data.length === 0 && <Typography color="text.secondary">No versions yet.</Typography>}
      <Box component="ul" aria-label="Versions" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {(versions.data ?? []).map((v) => (
          <Box component="li" key={v.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography>
              {v.number}. {v.name ?? REASONS[v.reason]} · {formatDateTime(v.createdAt)}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => setOpen(open === v.number ? null : v.number)}>
                {open === v.number ? 'Hide changes' : 'Compare with now'}
              </Button>
              <Button
                size="small"
                disabled={restore.isPending}
                onClick={() => restore.mutate({ number: v.number, version: workspace.version })}
              >
                Restore all
              </Button>
              {section && (
                <Button
                  size="small"
                  disabled={restore.isPending}
                  onClick={() => restore.mutate({ number: v.number, sectionId: section.id, version: workspace.version })}
                >
                  Restore “{section.title}”
                </Button>
              )}
            </Stack>
            {open === v.number && <VersionDiff workspace={workspace} number={v.number} />}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
