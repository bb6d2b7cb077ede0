import type { EligibilityBand } from '@jointly/contracts';

/** The bands of spec §9, best first. */
export const BAND_ORDER: EligibilityBand[] = ['100To90', '89To80', '79To70', '69To60', '59To0'];

export const BAND_LABELS: Record<EligibilityBand, string> = {
  '100To90': '90–100',
  '89To80': '80–89',
  '79To70': '70–79',
  '69To60': '60–69',
  '59To0': '0–59',
};

/** Words for each band, so colour is never the only cue. */
export const BAND_WORDS: Record<EligibilityBand, string> = {
  '100To90': 'Excellent fit',
  '89To80': 'Strong fit',
  '79To70': 'Good fit',
  '69To60': 'Partial fit',
  '59To0': 'Weak fit',
};

/** MUI palette colours of the bands on the dark theme (teal accent for the best). */
export const BAND_COLOURS: Record<EligibilityBand, 'primary' | 'success' | 'info' | 'warning' | 'error'> = {
  '100To90': 'primary',
  '89To80': 'success',
  '79To70': 'info',
  '69To60': 'warning',
  '59To0': 'error',
};

/** The band a rating falls in (ratings between bands, e.g. 89.5, belong to the lower one). */
export function bandOf(rating: number): EligibilityBand {
  if (rating >= 90) return '100To90';
  if (rating >= 80) return '89To80';
  if (rating >= 70) return '79To70';
  if (rating >= 60) return '69To60';
  return '59To0';
}
