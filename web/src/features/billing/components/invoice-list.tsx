import DownloadIcon from '@mui/icons-material/Download';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { InvoiceView } from '@jointly/contracts';
import { LoadingState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast/toast-store';
import { formatDate } from '@/lib/format';
import { downloadInvoicePdf, invoicesQuery, startCheckout } from '../api/billing';
import { LoadError } from './billing-states';

const PAGE_SIZE = 20;
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
const money = (pence: number, currency: string) => new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(pence / 100);

function StatusChip({ invoice }: { invoice: InvoiceView }) {
  if (invoice.status === 'paid') return <Chip size="small" color="success" label="Paid" />;
  if (invoice.status === 'void') return <Chip size="small" label="Void" />;
  if (invoice.overdue) return <Chip size="small" color="error" label="Overdue" />;
  return <Chip size="small" color="warning" label="Due" />;
}

/** The company's invoices (GET /billing/invoices), a page at a time, each with its PDF and, when on, card payment. */
export function InvoiceList({ online, cardPayments }: { online: boolean; cardPayments: boolean }) {
  const [page, setPage] = useState(1);
  const invoices = useQuery(invoicesQuery(page, PAGE_SIZE));
  const [working, setWorking] = useState<string | null>(null);

  const download = async (invoice: InvoiceView) => {
    setWorking(`pdf:${invoice.id}`);
    try {
      await downloadInvoicePdf(invoice);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setWorking(null);
    }
  };
  const pay = async (invoice: InvoiceView) => {
    setWorking(`pay:${invoice.id}`);
    try {
      const { url } = await startCheckout(invoice.id);
      window.location.assign(url);
    } catch (error) {
      toast.error((error as Error).message);
      setWorking(null);
    }
  };

  if (invoices.isPending) return <LoadingState label="Loading your invoices…" />;
  if (invoices.isError)
    return <LoadError what="Your invoices" error={invoices.error} online={online} onRetry={() => void invoices.refetch()} />;
  const { invoices: rows, total } = invoices.data;
  if (total === 0)
    return (
      <Box sx={{ textAlign: 'center', py: 4 }}>
        <ReceiptLongIcon color="primary" sx={{ fontSize: 44, mb: 1 }} aria-hidden="true" />
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          No invoices yet
        </Typography>
        <Typography color="text.secondary">Invoices for a paid plan appear here, each with a PDF to download.</Typography>
      </Box>
    );
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Invoices">
          <TableHead>
            <TableRow>
              <TableCell scope="col">Number</TableCell>
              <TableCell scope="col">Period</TableCell>
              <TableCell scope="col">Due</TableCell>
              <TableCell scope="col" align="right">
                VAT
              </TableCell>
              <TableCell scope="col" align="right">
                Total
              </TableCell>
              <TableCell scope="col">Status</TableCell>
              <TableCell scope="col">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell component="th" scope="row">
                  {invoice.number}
                  <Typography variant="body2" color="text.secondary">
                    {invoice.lines.map((l) => l.description).join(', ')}
                  </Typography>
                </TableCell>
                <TableCell>
                  {formatDate(invoice.periodStart)} – {formatDate(invoice.periodEnd)}
                </TableCell>
                <TableCell>{formatDate(invoice.dueDate)}</TableCell>
                <TableCell align="right">{money(invoice.vatPence, invoice.currency)}</TableCell>
                <TableCell align="right">{money(invoice.totalPence, invoice.currency)}</TableCell>
                <TableCell>
                  <StatusChip invoice={invoice} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    startIcon={<DownloadIcon aria-hidden="true" />}
                    disabled={!online || working !== null}
                    onClick={() => void download(invoice)}
                    aria-label={`Download invoice ${invoice.number} as PDF`}
                  >
                    PDF
                  </Button>
                  {cardPayments && invoice.status === 'issued' && (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={!online || working !== null}
                      onClick={() => void pay(invoice)}
                      sx={{ ml: 1 }}
                    >
                      Pay by card
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {total > PAGE_SIZE && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={Math.ceil(total / PAGE_SIZE)}
          page={page}
          onChange={(_, next) => setPage(next)}
          getItemAriaLabel={(type, n) => (type === 'page' ? `Invoices page ${n}` : `${type} page`)}
        />
      )}
      {!cardPayments && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Pay by bank transfer quoting the invoice number; an admin marks the invoice paid when it arrives.
        </Typography>
      )}
    </>
  );
}
