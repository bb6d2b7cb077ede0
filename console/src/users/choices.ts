export const ACCOUNT_TYPE_CHOICES = [
  { id: 'provider', name: 'Provider' },
  { id: 'expert', name: 'Expert' },
  { id: 'staff', name: 'Staff' },
  { id: 'admin', name: 'Admin' },
];

export const STATUS_CHOICES = [
  { id: 'active', name: 'Active' },
  { id: 'suspended', name: 'Suspended' },
];

/** Platform-wide powers an admin can grant a staff account (the accounts service's STAFF_POWERS). */
export const STAFF_POWER_CHOICES = [
  { id: 'tender-criteria', name: 'Tender criteria', description: 'Add or replace the criteria of any tender (rewrites every rating).' },
  { id: 'content', name: 'Content', description: 'Publish, edit and delete events, videos and announcements.' },
];
