import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Title, useDataProvider, useGetOne, useNotify } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { EligibilityBand, TenderCriteriaPreview, TenderCriteriaView } from '@jointly/contracts';
import { serverMessage, type ConsoleDataProvider, type TenderCriteriaInput } from '../../providers/data-provider';
import { REQUIREMENT_TYPES, newRow, toRequirements, toRow, type RequirementRow } from './requirement-rows';

const BANDS: Array<{ band: EligibilityBand; label: string }> = [
  { band: '100To90', label: '90–100' },
  { band: '89To80', label: '80–89' },
  { band: '79To70', label: '70–79' },
  { band: '69To60', label: '60–69' },
  { band: '59To0', label: '0–59' },
];
const bandLabel = (band: EligibilityBand) => BANDS.find((b) => b.band === band)?.label ?? band;
const WHOLE_TENDER = '';

/**
 * /tenders/:id/criteria: an admin (or staff with the tender-criteria grant) edits the criteria of a tender or one of
 * its lots, previews how many providers would move between bands (computed by the server from every provider's
 * facts), and only then saves; editing again needs a new preview. Saving is audited and re-rates the tender.
 */
export default function TenderCriteriaEditor() {
  const { id: tenderId = '' } = useParams();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const { data: tender } = useGetOne('tenders', { id: tenderId }, { enabled: Boolean(tenderId) });
  const [criteria, setCriteria] = useState<TenderCriteriaView[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [lot, setLot] = useState(WHOLE_TENDER);
  const [rows, setRows] = useState<RequirementRow[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ result: TenderCriteriaPreview; input: string } | null>(null);
  const [busy, setBusy] = useState<'preview' | 'save' | null>(null);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const found = (await dataProvider.tenderCriteria(tenderId)).foundCriteria;
      setCriteria(found);
      const chosen = found.find((c) => c.lot === null) ?? found[0];
      setLot(chosen?.lot ?? WHOLE_TENDER);
      setRows(chosen ? chosen.requirements.map(toRow) : [newRow()]);
    } catch (error) {
      setLoadError(serverMessage(error));
    }
  }, [dataProvider, tenderId]);

  useEffect(() => {
    void load();
  }, [load]);

  const input: TenderCriteriaInput | null = useMemo(() => {
    const parsed = toRequirements(rows);
    return parsed.ok ? { tender: tenderId, lot: lot.trim() || null, requirements: parsed.requirements } : null;
  }, [rows, lot, tenderId]);
  const previewIsCurrent = preview !== null && input !== null && preview.input === JSON.stringify(input);
  const derived = criteria?.some((c) => c.derived) ?? false;

  const edit = (key: number, change: Partial<RequirementRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change, source: undefined } : row)));

  const chooseLot = (value: string) => {
    setLot(value);
    const existing = criteria?.find((c) => (c.lot ?? WHOLE_TENDER) === value);
    if (existing) setRows(existing.requirements.map(toRow));
  };

  const runPreview = async () => {
    const parsed = toRequirements(rows);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(null);
    const body = { tender: tenderId, lot: lot.trim() || null, requirements: parsed.requirements };
    setBusy('preview');
    try {
      setPreview({ result: await dataProvider.previewTenderCriteria(body), input: JSON.stringify(body) });
    } catch (error) {
      setProblem(serverMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    if (!input || !previewIsCurrent) return;
    setBusy('save');
    try {
      const { message } = await dataProvider.saveTenderCriteria(input);
      notify(`${message} The tender is being re-rated.`, { type: 'success' });
      setPreview(null);
      await load();
    } catch (error) {
      notify(serverMessage(error), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  if (loadError)
    return (
      <Box sx={{ p: 2 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void load()}>
              Retry
            </Button>
          }
        >
          The criteria could not be loaded: {loadError}
        </Alert>
      </Box>
    );
  if (!criteria)
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }} role="status" aria-label="Loading the criteria">
        <CircularProgress />
      </Box>
    );

  const lots = [...new Set(criteria.map((c) => c.lot ?? WHOLE_TENDER))];

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={`Eligibility criteria: ${tender?.title ?? tenderId}`} />
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          Eligibility criteria — {tender?.title ?? tenderId}
        </Typography>
        {derived && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Nobody has added criteria to this tender: these are derived from the notice (the source field is shown on each). Saving replaces
            them.
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
          <TextField
            select={lots.length > 1}
            label="Lot (empty: the whole tender)"
            value={lot}
            onChange={(event) => (lots.length > 1 ? chooseLot(event.target.value) : setLot(event.target.value))}
            size="small"
            sx={{ minWidth: 280 }}
          >
            {lots.length > 1 &&
              lots.map((value) => (
                <MenuItem key={value} value={value}>
                  {value || 'The whole tender'}
                </MenuItem>
              ))}
          </TextField>
        </Stack>
        <Stack spacing={1} component="ol" sx={{ pl: 0, listStyle: 'none' }} aria-label="Requirements">
          {rows.map((row, index) => {
            const hint = REQUIREMENT_TYPES.find((t) => t.id === row.type)?.hint;
            return (
              <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }} key={row.key}>
                <TextField
                  select
                  size="small"
                  label={`Requirement ${index + 1}`}
                  value={row.type}
                  onChange={(event) => edit(row.key, { type: event.target.value as RequirementRow['type'], value: '' })}
                  sx={{ minWidth: 220 }}
                >
                  {REQUIREMENT_TYPES.map((type) => (
                    <MenuItem key={type.id} value={type.id}>
                      {type.name}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  size="small"
                  label="Asks for"
                  value={row.value}
                  helperText={row.source ? `Derived from ${row.source}` : hint}
                  onChange={(event) => edit(row.key, { value: event.target.value })}
                  sx={{ flex: 1 }}
                />
                <TextField
                  size="small"
                  label="Weight"
                  type="number"
                  value={row.weight}
                  onChange={(event) => edit(row.key, { weight: event.target.value })}
                  slotProps={{ htmlInput: { min: 1, max: 100 } }}
                  sx={{ width: 100 }}
                />
                <FormControlLabel
                  control={<Checkbox checked={row.mandatory} onChange={(event) => edit(row.key, { mandatory: event.target.checked })} />}
                  label="Mandatory"
                />
                <IconButton
                  aria-label={`Remove requirement ${index + 1}`}
                  onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            );
          })}
        </Stack>
        <Button onClick={() => setRows((current) => [...current, newRow()])} sx={{ mt: 1 }}>
          Add a requirement
        </Button>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={() => void runPreview()} disabled={busy !== null}>
            {busy === 'preview' ? 'Previewing…' : 'Preview band moves'}
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={busy !== null || !previewIsCurrent}>
            {busy === 'save' ? 'Saving…' : 'Save criteria'}
          </Button>
        </Stack>
        {!previewIsCurrent && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Preview the band moves of these criteria before saving them.
          </Typography>
        )}
        {preview && previewIsCurrent && <PreviewResult result={preview.result} />}
      </CardContent>
    </Card>
  );
}

function PreviewResult({ result }: { result: TenderCriteriaPreview }) {
  return (
    <Box sx={{ mt: 3 }} aria-live="polite">
      <Typography variant="subtitle1" component="h2">
        If saved: {result.movedUp} of {result.providers} providers move up, {result.movedDown} move down, {result.unchanged} stay
      </Typography>
      <Table size="small" aria-label="Providers per band">
        <TableHead>
          <TableRow>
            <TableCell>Band</TableCell>
            <TableCell align="right">Now</TableCell>
            <TableCell align="right">If saved</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {BANDS.map(({ band, label }) => (
            <TableRow key={band}>
              <TableCell>{label}</TableCell>
              <TableCell align="right">{result.before[band]}</TableCell>
              <TableCell align="right">{result.after[band]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {result.moves.length > 0 ? (
        <Box component="ul" aria-label="Band moves" sx={{ mt: 1 }}>
          {result.moves.map((move) => (
            <li key={`${move.from}-${move.to}`}>
              {move.count} {move.count === 1 ? 'provider' : 'providers'}: {bandLabel(move.from)} → {bandLabel(move.to)}
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" sx={{ mt: 1 }}>
          No provider changes band.
        </Typography>
      )}
    </Box>
  );
}
