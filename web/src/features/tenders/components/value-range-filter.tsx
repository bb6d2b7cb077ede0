import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { TENDER_MAX_VALUE, TENDER_MIN_VALUE } from '@/config/constants';
import { formatMoney } from '@/lib/format';

// The slider runs on a logarithmic scale: 0, then £1,000 … £90,000,000, so small and large contracts both get room.
const STEPS = 100;
const LOG_LOW = 3;
const LOG_HIGH = Math.log10(TENDER_MAX_VALUE);

/** Slider position (0–100) → a rounded amount. */
export function amountAt(position: number): number {
  if (position <= 0) return TENDER_MIN_VALUE;
  if (position >= STEPS) return TENDER_MAX_VALUE;
  const raw = 10 ** (LOG_LOW + ((LOG_HIGH - LOG_LOW) * position) / STEPS);
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(raw)) - 1);
  return Math.round(raw / magnitude) * magnitude;
}

/** Amount → the nearest slider position. */
export function positionOf(amount: number): number {
  if (amount <= TENDER_MIN_VALUE) return 0;
  if (amount >= TENDER_MAX_VALUE) return STEPS;
  return Math.min(STEPS, Math.max(0, Math.round(((Math.log10(Math.max(amount, 1000)) - LOG_LOW) / (LOG_HIGH - LOG_LOW)) * STEPS)));
}

const parseAmount = (text: string): number | null | 'invalid' => {
  const cleaned = text.replace(/[£,\s]/g, '');
  if (cleaned === '') return null;
  if (!/^\d+$/.test(cleaned)) return 'invalid';
  return Number(cleaned);
};

const display = (amount: number | null) => (amount === null ? '' : new Intl.NumberFormat('en-GB').format(amount));

interface ValueRangeFilterProps {
  min: number | null;
  max: number | null;
  onChange: (range: { min: number | null; max: number | null }) => void;
}

/**
 * Value range (spec §9: 0 – 90,000,000): a two-thumb slider and two inputs; the search runs when a thumb is let go
 * or an input is left (or Enter is pressed). The full range means "any value", including tenders with none stated.
 */
export function ValueRangeFilter({ min, max, onChange }: ValueRangeFilterProps) {
  const [positions, setPositions] = useState<number[]>([positionOf(min ?? TENDER_MIN_VALUE), positionOf(max ?? TENDER_MAX_VALUE)]);
  const [minText, setMinText] = useState(display(min));
  const [maxText, setMaxText] = useState(display(max));
  const [error, setError] = useState<string | null>(null);
  // What this control last applied: when the range comes back as that, the inputs (maybe mid-typing) are left alone.
  const applied = useRef({ min, max });

  useEffect(() => {
    setPositions([positionOf(min ?? TENDER_MIN_VALUE), positionOf(max ?? TENDER_MAX_VALUE)]);
    if (applied.current.min === min && applied.current.max === max) return;
    applied.current = { min, max };
    setMinText(display(min));
    setMaxText(display(max));
  }, [min, max]);

  const commit = (nextMin: number | null, nextMax: number | null) => {
    const low = nextMin === null || nextMin <= TENDER_MIN_VALUE ? null : nextMin;
    const high = nextMax === null || nextMax >= TENDER_MAX_VALUE ? null : nextMax;
    applied.current = { min: low, max: high };
    if (low !== min || high !== max) onChange({ min: low, max: high });
  };

  const applyInputs = () => {
    const low = parseAmount(minText);
    const high = parseAmount(maxText);
    if (low === 'invalid' || high === 'invalid') return setError('Enter whole pounds, digits only (e.g. 250000).');
    if (high !== null && high > TENDER_MAX_VALUE) return setError(`The maximum is at most ${formatMoney(TENDER_MAX_VALUE)}.`);
    if (low !== null && high !== null && low > high) return setError('The minimum must not be above the maximum.');
    setError(null);
    commit(low, high);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyInputs();
    }
  };

  const [low, high] = positions;
  return (
    <Box role="group" aria-labelledby="value-range-label">
      <Typography id="value-range-label" variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        Value
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {formatMoney(amountAt(low))} – {formatMoney(amountAt(high))}
      </Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={positions}
          min={0}
          max={STEPS}
          step={1}
          onChange={(_event, value) => setPositions(value as number[])}
          onChangeCommitted={(_event, value) => {
            const [a, b] = value as number[];
            setError(null);
            const low = a === 0 ? null : amountAt(a);
            const high = b === STEPS ? null : amountAt(b);
            setMinText(display(low));
            setMaxText(display(high));
            commit(low, high);
          }}
          getAriaLabel={(index) => (index === 0 ? 'Minimum value' : 'Maximum value')}
          getAriaValueText={(position) => formatMoney(amountAt(position))}
          valueLabelDisplay="auto"
          valueLabelFormat={(position) => formatMoney(amountAt(position), { compact: true })}
          disableSwap
        />
      </Box>
      <Stack direction="row" spacing={1}>
        <TextInput
          label="Minimum (£)"
          size="small"
          value={minText}
          onChange={(event) => setMinText(event.target.value)}
          onBlur={applyInputs}
          onKeyDown={onKeyDown}
          placeholder="0"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={Boolean(error)}
        />
        <TextInput
          label="Maximum (£)"
          size="small"
          value={maxText}
          onChange={(event) => setMaxText(event.target.value)}
          onBlur={applyInputs}
          onKeyDown={onKeyDown}
          placeholder="90,000,000"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={Boolean(error)}
        />
      </Stack>
      {error && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
