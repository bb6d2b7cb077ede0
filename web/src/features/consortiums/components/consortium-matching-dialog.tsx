import CloseIcon from '@mui/icons-material/Close';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MESSAGES } from '@/config/constants';
import type { ConsortiumRequestView, ConsortiumView, Id, MatchingPartner } from '@jointly/contracts';

/** What the dialog needs of a consortium and of a request to join (the full views satisfy it). */
export type ConsortiumOption = Pick<ConsortiumView, 'id' | 'name'>;
export type InvitationItem = Pick<ConsortiumRequestView, 'id' | 'consortium'> &
  Partial<Pick<ConsortiumRequestView, 'fromCompanyName' | 'message'>>;

export interface ConsortiumMatchingDialogProps {
  open: boolean;
  onClose: () => void;
  consortiums: ConsortiumOption[];
  /** The selected consortium; when null the first one is shown (spec: first selected by default). */
  selectedConsortiumId: Id | null;
  onSelectConsortium: (id: Id) => void;
  /** In the order to show, each with why it fits (null: no reason known). */
  matchingCompanies: Array<MatchingPartner & { reason?: string | null }>;
  interestedRequests: InvitationItem[];
  loading?: boolean;
  /** Id of the row whose action is running (disables its buttons). */
  busyId?: Id | null;
  onSendRequest: (company: MatchingPartner) => void;
  onAccept: (request: InvitationItem) => void;
  onDecline: (request: InvitationItem) => void;
}

type TabKey = 'matching' | 'interested';

function initialOf(name: string | undefined): string {
  return (name ?? '').trim().charAt(0).toUpperCase() || '?';
}

/**
 * The consortium matching dialog (spec §2): a dropdown of the user's consortiums, a close button and two
 * tabs — 'Matching Companies' (initial-letter avatar, company name, Send Request) and 'Has Indicated
 * Interest' (the selected consortium's pending interest requests: consortium name, the company that asked, Accept and
 * Decline). Data comes in through props.
 */
export function ConsortiumMatchingDialog(props: ConsortiumMatchingDialogProps) {
  const { open, onClose, consortiums, matchingCompanies, interestedRequests, loading = false, busyId = null } = props;
  const [tab, setTab] = useState<TabKey>('matching');
  const selectedId =
    props.selectedConsortiumId && consortiums.some((c) => c.id === props.selectedConsortiumId)
      ? props.selectedConsortiumId
      : (consortiums[0]?.id ?? '');

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="consortium-matching-title" fullWidth maxWidth="sm">
      <DialogTitle id="consortium-matching-title" sx={{ pr: 7 }}>
        Consortium partners
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <FormControl fullWidth size="small" sx={{ mb: 2 }} disabled={consortiums.length === 0}>
          <InputLabel id="consortium-select-label">Consortium</InputLabel>
          <Select
            labelId="consortium-select-label"
            id="consortium-select"
            label="Consortium"
            value={selectedId}
            onChange={(event) => props.onSelectConsortium(String(event.target.value))}
          >
            {consortiums.length === 0 && (
              <MenuItem value="" disabled>
                You have no consortiums yet
              </MenuItem>
            )}
            {consortiums.map((consortium) => (
              <MenuItem key={consortium.id} value={consortium.id}>
                {consortium.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>

        <Tabs value={tab} onChange={(_event, value: TabKey) => setTab(value)} aria-label="Consortium partner lists" variant="fullWidth">
          <Tab value="matching" label="Matching Companies" id="tab-matching" aria-controls="panel-matching" />
          <Tab value="interested" label="Has Indicated Interest" id="tab-interested" aria-controls="panel-interested" />
        </Tabs>

        <Box role="tabpanel" id="panel-matching" aria-labelledby="tab-matching" hidden={tab !== 'matching'} sx={{ pt: 2 }}>
          {tab === 'matching' &&
            (loading ? (
              <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
                <CircularProgress aria-label="Loading matching companies" />
              </Box>
            ) : matchingCompanies.length === 0 ? (
              <Typography color="text.secondary">{MESSAGES.noMatchingCompanies}</Typography>
            ) : (
              <List disablePadding>
                {matchingCompanies.map((company) => (
                  <ListItem
                    key={company.id}
                    divider
                    secondaryAction={
                      <Button
                        size="small"
                        variant="contained"
                        disabled={busyId === company.id}
                        aria-label={`Send Request to ${company.companyName}`}
                        onClick={() => props.onSendRequest(company)}
                      >
                        Send Request
                      </Button>
                    }
                    sx={{ pr: 18 }}
                  >
                    <ListItemAvatar>
                      <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>{initialOf(company.companyName)}</Avatar>
                    </ListItemAvatar>
                    <ListItemText primary={company.companyName} secondary={company.reason ?? undefined} />
                  </ListItem>
                ))}
              </List>
            ))}
        </Box>

        <Box role="tabpanel" id="panel-interested" aria-labelledby="tab-interested" hidden={tab !== 'interested'} sx={{ pt: 2 }}>
          {tab === 'interested' &&
            (loading ? (
              <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
                <CircularProgress aria-label="Loading interested companies" />
              </Box>
            ) : interestedRequests.length === 0 ? (
              <Typography color="text.secondary">{MESSAGES.noInterestedCompanies}</Typography>
            ) : (
              <List disablePadding>
                {interestedRequests.map((request) => (
                  <ListItem key={request.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <ListItemText
                      primary={request.consortium?.name ?? 'Consortium'}
                      secondary={
                        [request.fromCompanyName && `${request.fromCompanyName} would like to join`, request.message]
                          .filter(Boolean)
                          .join(' · ') || undefined
                      }
                      sx={{ flex: '1 1 200px', minWidth: 0 }}
                    />
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        variant="contained"
                        disabled={busyId === request.id}
                        aria-label={`Accept ${request.fromCompanyName || 'the company'} into ${request.consortium?.name ?? 'the consortium'}`}
                        onClick={() => props.onAccept(request)}
                      >
                        Accept
                      </Button>
                      <Button
                        size="small"
                        variant="outlined"
                        color="secondary"
                        disabled={busyId === request.id}
                        aria-label={`Decline ${request.fromCompanyName || 'the company'} for ${request.consortium?.name ?? 'the consortium'}`}
                        onClick={() => props.onDecline(request)}
                      >
                        Decline
                      </Button>
                    </Stack>
                  </ListItem>
                ))}
              </List>
            ))}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
