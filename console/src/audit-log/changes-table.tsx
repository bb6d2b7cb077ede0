import { useRecordContext } from 'react-admin';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { changeRows, type AuditChanges } from './changes';

/** What the action changed: one row per field with its value before and after. */
export function ChangesTable({ label: _label = 'Changes' }: { label?: string }) {
  const record = useRecordContext<{ changes?: AuditChanges }>();
  const rows = changeRows(record?.changes);
  if (rows.length === 0) return <Typography variant="body2">No field changes recorded.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Changes">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Field
            </TableCell>
            <TableCell component="th" scope="col">
              Before
            </TableCell>
            <TableCell component="th" scope="col">
              After
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.field}>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                {row.field}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{row.from}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{row.to}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
