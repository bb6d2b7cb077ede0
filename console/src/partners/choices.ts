export const VERIFICATION_CHOICES = [
  { id: 'requested', name: 'Waiting for approval' },
  { id: 'unverified', name: 'Unverified' },
  { id: 'verified', name: 'Verified' },
];
