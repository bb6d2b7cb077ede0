import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import type { ConsortiumBidView } from '@jointly/contracts';

/**
 * Consortium bids as a table: the tender (linking to its page), buyer, closing date and when the bid started; with
 * `showConsortium` a consortium column linking to the consortium's page too.
 */
export function ConsortiumBidsTable({
  bids,
  showConsortium = false,
  label,
}: {
  bids: ConsortiumBidView[];
  showConsortium?: boolean;
  label: string;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Tender</TableCell>
            {showConsortium && <TableCell>Consortium</TableCell>}
            <TableCell>Buyer</TableCell>
            <TableCell>Closing date</TableCell>
            <TableCell>Started</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bids.map((bid) => (
            <TableRow key={bid.id}>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 200 }}>
                <Link component={RouterLink} to={paths.tender.getHref(bid.tenderId)}>
                  {bid.tender?.title ?? bid.title}
                </Link>
                {bid.title && bid.tender && bid.title !== bid.tender.title && (
                  <>
                    <br />
                    {bid.title}
                  </>
                )}
                {bid.notes && (
                  <>
                    <br />
                    <small>{bid.notes}</small>
                  </>
                )}
              </TableCell>
              {showConsortium && (
                <TableCell>
                  <Link component={RouterLink} to={paths.consortium.getHref(bid.consortium.id)}>
                    {bid.consortium.name}
                  </Link>
                </TableCell>
              )}
              <TableCell>{bid.tender?.buyerName ?? 'N/A'}</TableCell>
              <TableCell>{formatDate(bid.tender?.closingDate)}</TableCell>
              <TableCell>{formatDate(bid.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
