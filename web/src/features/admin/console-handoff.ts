import { api } from '@/lib/api-client';

/** Where the edge serves the admin console (same origin as the web app). */
export const CONSOLE_BASE = '/console/';

/**
 * The tab-scoped key under which the web app leaves a one-time hand-off code for the console (the console's
 * providers/console-handoff.ts reads and removes it). sessionStorage, not a URL: the code reaches no server log,
 * referrer or browser history, and another tab or site cannot read it.
 */
export const HANDOFF_STORAGE_KEY = 'jointly.console-handoff';

/** Each /admin/… route of spec §2 and the console screen it opens (react-admin hash routes). */
export const CONSOLE_SCREENS = {
  'admin-dashboard': { hash: '/', label: 'the console dashboard' },
  'admin-tenders': { hash: '/tenders', label: 'tenders' },
  'admin-add-event': { hash: '/events/create', label: 'a new event' },
  'admin-all-users': { hash: '/users', label: 'all users' },
  'admin-consortiums': { hash: '/partners', label: 'partners waiting for approval' },
} as const;

export type AdminRouteId = keyof typeof CONSOLE_SCREENS;

export const isAdminRouteId = (id: string | undefined): id is AdminRouteId => Boolean(id && id in CONSOLE_SCREENS);

/** The /admin/… route a path names (for ?next= after the admin sign-in), else the console dashboard. */
export function adminRouteForPath(path: string | null | undefined): AdminRouteId {
  const match = /^\/admin\/(tenders|add-event|all-users|dashboard|consortiums)\/?$/.exec(path ?? '');
  return match ? (`admin-${match[1]}` as AdminRouteId) : 'admin-dashboard';
}

/** Full-page loads leave the web app; tests replace this. */
export const browserWindow = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * Asks the accounts service for a one-time code (the caller must be signed in as an admin), leaves it for the console
 * and opens the console on the screen of `route`. The console exchanges the code for a session of its own.
 */
export async function openConsole(route: AdminRouteId): Promise<void> {
  const { code } = await api.post<{ code: string; expiresAt: string }>('/admin/console-handoff', undefined, { toastOnError: false });
  window.sessionStorage.setItem(HANDOFF_STORAGE_KEY, code);
  browserWindow.assign(`${CONSOLE_BASE}#${CONSOLE_SCREENS[route].hash}`);
}
