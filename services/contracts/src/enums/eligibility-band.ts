/** Eligibility bands of spec §4/§9, with their inclusive rating ranges. */
export const ELIGIBILITY_BANDS = {
  '100To90': [90, 100],
  '89To80': [80, 89],
  '79To70': [70, 79],
  '69To60': [60, 69],
  '59To0': [0, 59],
} as const;
export type EligibilityBand = keyof typeof ELIGIBILITY_BANDS;
