import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { formatDateTime } from '@/lib/format';
import type { WorkspaceView } from '@jointly/contracts';
import { checklistQuery, downloadExport } from './teamwork-api';
import { countdown } from './text-count';

/** The tender's closing date with a countdown that ticks every minute. */
export function ClosingCountdown({ closingDate }: { closingDate: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography aria-label="Closing date">
      Closes {formatDateTime(closingDate)} — <strong>{countdown(closingDate, now)}</strong>
    </Typography>
  );
}

/**
 * Export and submission: the closing date with a countdown, the DOCX and PDF exports, and the submission checklist the server
 * enforces before "submitted" (every section approved, within its limit, assignees done).
 */
export function ExportPanel({ workspace }: { workspace: WorkspaceView }) {
  const checklist = useQuery(checklistQuery(workspace.id));
  const [busy, setBusy] = useState(false);
  const onExport = async (format: 'docx' | 'pdf') => {
    setBusy(true);
    try {
      await downloadExport(workspace.id, workspace.name, format);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The export could not be made, try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="section" aria-label="Export and submission">
      {workspace.tender?.closingDate && <ClosingCountdown closingDate={workspace.tender.closingDate} />}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
        <Button variant="outlined" onClick={() => void onExport('docx')} disabled={busy}>
          Export as Word (DOCX)
        </Button>
        <Button variant="outlined" onClick={() => void onExport('pdf')} disabled={busy}>
          Export as PDF
        </Button>
      </Box>
      {checklist.isError && <Typography color="error">The checklist could not be loaded.</Typography>}
      {checklist.isSuccess && (
        <>
          <Alert severity={checklist.data.ready ? 'success' : 'info'}>
            {checklist.data.ready ? 'Ready to submit.' : 'Before you can submit:'}
          </Alert>
          <Box component="ul" aria-label="Submission checklist" sx={{ pl: 3 }}>
            {checklist.data.checklist.map((item) => (
              <li key={item.key}>
                <Typography color={item.ok ? 'text.primary' : 'error'}>
                  {item.ok ? '✓' : '✗'} {item.message}
                  {item.failing.length ? ` (${item.failing.map((f) => f.title).join(', ')})` : ''}
                </Typography>
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
