export const DEAD_LETTER_STATUS_CHOICES = [
  { id: 'pending', name: 'Pending' },
  { id: 'replayed', name: 'Replayed' },
  { id: 'discarded', name: 'Discarded' },
];
