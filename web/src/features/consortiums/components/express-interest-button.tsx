import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Id } from '@jointly/contracts';
import { useExpressConsortiumInterest } from '../api/consortiums';

/**
 * "Ask to join": registers the user's company's interest in a consortium it is not a member of
 * (POST /consortium-request/express-interest); the lead company answers it under "Has Indicated Interest". The
 * server decides who may (approved partners, not members, one pending request); its refusals toast.
 */
export function ExpressInterestButton({ consortiumId }: { consortiumId: Id }) {
  const express = useExpressConsortiumInterest();
  if (express.isSuccess)
    return <Alert severity="success">Your interest was sent to the lead company. You will be told when it answers.</Alert>;
  return (
    <Button variant="contained" disabled={express.isPending} onClick={() => express.mutate({ consortium: consortiumId })}>
      Ask to join this consortium
    </Button>
  );
}
