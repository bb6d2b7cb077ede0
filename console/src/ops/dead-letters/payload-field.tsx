import { useRecordContext } from 'react-admin';
import { Box } from '@mui/material';

/** Pretty-printed JSON, two-space indent; a string payload that holds JSON is parsed first. */
export function prettyJson(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value ?? null, null, 2);
}

/** The dead letter's payload as pretty-printed JSON in a scrollable, focusable block. */
export function PayloadField({ source = 'payload' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label="Payload"
      sx={{
        m: 0,
        p: 1.5,
        maxHeight: 480,
        overflow: 'auto',
        bgcolor: 'rgba(250,255,255,0.05)',
        borderRadius: 1,
        fontSize: 13,
        fontFamily: 'monospace',
      }}
    >
      {prettyJson(record?.[source])}
    </Box>
  );
}
