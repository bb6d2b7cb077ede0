import { useRecordContext } from 'react-admin';
import { Chip, Stack, Tooltip } from '@mui/material';

import type { ServiceHealthRecord } from '@jointly/contracts';

/** One chip per check (database, transport, …), green when up, red otherwise; the detail as tooltip and label. */
export function ChecksField({ label: _label = 'Checks' }: { label?: string }) {
  const record = useRecordContext<Partial<ServiceHealthRecord>>();
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {(record?.checks ?? []).map((check) => {
        const up = check.status === 'up' || check.status === 'ok';
        const label = `${check.name}: ${check.status}`;
        return (
          <Tooltip key={check.name} title={check.detail ?? ''}>
            <Chip
              size="small"
              label={label}
              color={up ? 'success' : 'error'}
              variant={up ? 'outlined' : 'filled'}
              aria-label={check.detail ? `${label} (${check.detail})` : label}
            />
          </Tooltip>
        );
      })}
    </Stack>
  );
}
