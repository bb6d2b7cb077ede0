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
