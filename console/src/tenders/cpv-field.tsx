import { useRecordContext } from 'react-admin';
import { Chip, Stack, Typography } from '@mui/material';

/** The tender's CPV codes as chips ("85310000 Social work services"). */
export function CpvField({ label: _label = 'CPV codes' }: { label?: string }) {
  const record = useRecordContext<{ cpvCodes?: Array<{ code: string; label: string | null }> }>();
  const codes = record?.cpvCodes ?? [];
  if (codes.length === 0) return <Typography variant="body2">—</Typography>;
  return (
    <Stack direction="row" component="ul" sx={{ gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
      {codes.map((cpv) => (
        <li key={cpv.code}>
          <Chip size="small" label={cpv.label ? `${cpv.code} ${cpv.label}` : cpv.code} />
        </li>
      ))}
    </Stack>
  );
}
