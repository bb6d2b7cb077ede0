import Chip from '@mui/material/Chip';
import type { EligibilityBand } from '@jointly/contracts';
import { BAND_COLOURS, BAND_WORDS } from '../lib/bands';

/** A rating with its band in words and colour: "82 · Strong fit". */
export function BandChip({ rating, band, size = 'small' }: { rating: number; band: EligibilityBand; size?: 'small' | 'medium' }) {
  return <Chip size={size} color={BAND_COLOURS[band]} variant="outlined" label={`${Math.round(rating)} · ${BAND_WORDS[band]}`} />;
}
