export const AUDIENCE_CHOICES = [
  { id: 'all', name: 'Everyone' },
  { id: 'provider', name: 'Providers' },
  { id: 'expert', name: 'Experts' },
  { id: 'staff', name: 'Staff' },
];
