import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import { Button, Stack, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PaidIcon from '@mui/icons-material/Paid';
import BlockIcon from '@mui/icons-material/Block';
import { serverMessage, type ConsoleDataProvider } from '../providers/data-provider';

interface InvoiceRecord extends RaRecord {
  number?: string;
  status?: 'issued' | 'paid' | 'void';
}

/**
 * Mark paid (a bank transfer arrived; after a confirmation) and Void (with a reason) for an issued invoice, and the
 * PDF for any. Each change is audited by the server; the record is reloaded after.
 */
export function InvoiceActions() {
  const record = useRecordContext<InvoiceRecord>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [confirmPaid, setConfirmPaid] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const [reason, setReason] = useState('');
  if (!record) return null;
  const number = record.number ?? 'the invoice';

  const run = async (action: 'mark-paid' | 'void', why?: string) => {
    setBusy(true);
    try {
      await dataProvider.invoiceAction(record.id, action, why);
      notify(action === 'void' ? `${number} is void.` : `${number} is marked paid.`, { type: 'success' });
    } catch (error) {
      notify(serverMessage(error), { type: 'error', autoHideDuration: 10_000 });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  const pdf = async () => {
    try {
      const blob = await dataProvider.invoicePdf(record.id);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${number}.pdf`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    } catch (error) {
      notify(serverMessage(error), { type: 'error' });
    }
  };

  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} onClick={(e) => e.stopPropagation()}>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => void pdf()} aria-label={`Download ${number} as PDF`}>
        PDF
      </Button>
      {record.status === 'issued' && (
        <>
          <Button size="small" variant="contained" startIcon={<PaidIcon />} disabled={busy} onClick={() => setConfirmPaid(true)}>
            Mark paid
          </Button>
          <Button size="small" color="inherit" startIcon={<BlockIcon />} disabled={busy} onClick={() => setVoiding(true)}>
            Void
          </Button>
        </>
      )}
      <Confirm
        isOpen={confirmPaid}
        title={`Mark ${number} paid?`}
        content="Record that the bank transfer for this invoice has arrived."
        confirm="Mark paid"
        onConfirm={() => {
          setConfirmPaid(false);
          void run('mark-paid');
        }}
        onClose={() => setConfirmPaid(false)}
      />
      <Confirm
        isOpen={voiding}
        title={`Void ${number}?`}
        content={
          <TextField
            label="Reason (kept on the invoice and in the audit log)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
          />
        }
        confirm="Void"
        onConfirm={() => {
          if (reason.trim().length < 3) {
            notify('Say why the invoice is voided (at least 3 characters).', { type: 'warning' });
            return;
          }
          setVoiding(false);
          void run('void', reason.trim());
        }}
        onClose={() => setVoiding(false)}
      />
    </Stack>
  );
}
