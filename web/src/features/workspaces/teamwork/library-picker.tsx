import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import type { WorkspaceSection, WorkspaceView } from '@jointly/contracts';
import { insertAnswer, libraryQuery, saveAnswer, useWorkspaceWrite } from './teamwork-api';

/**
 * The company's answer library: search it (full text) and insert an answer into the selected section; save the
 * selected section to the library once it is approved. Each company sees only its own library.
 */
export function LibraryPicker({
  workspace,
  section,
  hasCompany,
}: {
  workspace: WorkspaceView;
  section: WorkspaceSection | null;
  hasCompany: boolean;
}) {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [tags, setTags] = useState('');
  const answers = useQuery({ ...libraryQuery(q), enabled: hasCompany });
  const insert = useWorkspaceWrite<{ sectionId: string; answerId: string; version: number }>(
    workspace.id,
    (input, current) => insertAnswer(workspace.id, input, current),
    () => `insert an answer into “${section?.title ?? 'the section'}”`,
  );
  const save = useMutation({
    mutationFn: () =>
      saveAnswer(
        workspace.id,
        section!.id,
        tags
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    onSuccess: () => {
      setTags('');
      toast.success('Saved to your library.');
    },
    onError: (error) => toast.error(error.message),
  });
  if (!hasCompany) return <Typography color="text.secondary">The answer library belongs to a company; your account has none.</Typography>;
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
  };
  return (
    <Box component="section" aria-label="Library picker">
      <Stack component="form" role="search" aria-label="Search the library" direction="row" spacing={1} onSubmit={onSearch}>
        <TextInput size="small" label="Search answers" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit">Search</Button>
      </Stack>
      {answers.isError && <Typography color="error">The library could not be searched.</Typography>}
      {answers.isSuccess && answers.data.length === 0 && <Typography color="text.secondary">No answers found.</Typography>}
      <Box component="ul" aria-label="Answers" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {(answers.data ?? []).map((a) => (
          <Box component="li" key={a.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="subtitle2">{a.title}</Typography>
            <Typography
              variant="body2"
              sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {a.body}
            </Typography>
            {a.tags.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                {a.tags.join(', ')}
              </Typography>
            )}
            <Button
              size="small"
              disabled={!section || insert.isPending}
              onClick={() => section && insert.mutate({ sectionId: section.id, answerId: a.id, version: section.version })}
            >
              {section ? `Insert into “${section.title}”` : 'Choose a section to insert'}
            </Button>
          </Box>
        ))}
      </Box>
      {section?.status === 'approved' && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <TextInput size="small" label="Tags (comma-separated)" value={tags} onChange={(e) => setTags(e.target.value)} />
          <Button onClick={() => save.mutate()} disabled={save.isPending}>
            Save “{section.title}” to the library
          </Button>
        </Stack>
      )}
    </Box>
  );
}
