import type { ExpertAvailability } from '@jointly/contracts';

export const AVAILABILITY_LABELS: Record<ExpertAvailability, string> = {
  available: 'Available',
  limited: 'Limited availability',
  unavailable: 'Unavailable',
};

export const AVAILABILITY_COLOURS: Record<ExpertAvailability, 'success' | 'warning' | 'default'> = {
  available: 'success',
  limited: 'warning',
  unavailable: 'default',
};
