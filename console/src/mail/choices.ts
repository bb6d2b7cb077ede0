export const MAIL_STATUS_CHOICES = [
  { id: 'pending', name: 'Pending' },
  { id: 'sent', name: 'Sent' },
  { id: 'failed', name: 'Failed' },
];
