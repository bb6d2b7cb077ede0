/** Pence as pounds: £58.80. */
export const pounds = (pence: number | null | undefined) =>
  pence === null || pence === undefined ? '—' : new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);

export const LIMIT_FIELDS = [
  { key: 'seats', label: 'Seats per company' },
  { key: 'savedSearchAlerts', label: 'Saved searches with alerts' },
  { key: 'activeConsortiums', label: 'Active consortiums' },
  { key: 'openWorkspaces', label: 'Open workspaces' },
  { key: 'expertInvitationsPerMonth', label: 'Expert invitations per month' },
  { key: 'storageMb', label: 'Storage (MB)' },
] as const;
