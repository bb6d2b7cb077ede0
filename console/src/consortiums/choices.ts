/** Consortium request status as the web app sends it ('Approve' for Accept, 'Rejected' for Decline). */
export const REQUEST_STATUS_CHOICES = [
  { id: 'Pending', name: 'Waiting for an answer' },
  { id: 'Approve', name: 'Accepted' },
  { id: 'Rejected', name: 'Declined' },
];

export const MEMBER_ROLE_CHOICES = [
  { id: 'lead', name: 'Lead' },
  { id: 'member', name: 'Member' },
];
