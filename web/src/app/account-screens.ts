/**
 * The screens built on the accounts API, each its own chunk. This map is a chunk of its own too: kept out of
 * the entry, its modulepreload lists do not weigh on the landing page's first paint. The router fetches it
 * when one of these routes is first visited, and the app prefetches it once the browser is idle.
 */
export const accountScreens = {
  register: () => import('./routes/auth/register'),
  'confirm-email': () => import('./routes/auth/confirm-email'),
  'password-email': () => import('./routes/auth/password-email'),
  'password-code': () => import('./routes/auth/password-code'),
  'password-new': () => import('./routes/auth/password-new'),
  'consortium-signup': () => import('./routes/consortium-signup'),
  'provider-profile': () => import('./routes/user/provider-profile'),
  'expert-profile': () => import('./routes/user/expert-profile'),
  'staff-profile': () => import('./routes/user/staff-profile'),
  'vendor-profile': () => import('./routes/user/vendor-profile'),
  'next-step': () => import('./routes/user/next-step'),
  account: () => import('./routes/account/settings'),
  'manage-plan': () => import('./routes/account/manage-plan'),
  billing: () => import('./routes/dashboard/billing'),
  'my-team': () => import('./routes/dashboard/my-team'),
  'get-started': () => import('./routes/dashboard/get-started'),
  'admin-sign-in': () => import('./routes/admin/admin-sign-in'),
  'admin-console': () => import('./routes/admin/admin-console-screen'),
  'partner-directory': () => import('./routes/partners/partner-directory-screen'),
} satisfies Record<string, () => Promise<{ default: React.ComponentType }>>;

export type AccountScreen = keyof typeof accountScreens;
