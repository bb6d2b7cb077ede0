import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isSignedIn, safeReturnPath } from '@/lib/auth';

/**
 * Route guards as loaders: they run on every navigation into a route, before its screen loads.
 * (A loader, not a component, so logging in or out on a page does not race with the navigation that follows.)
 */
export type Guard = 'open' | 'guest' | 'auth';

/** Guest-only: a signed-in user goes to the page they were sent for (?next=), else /v3/dashboard. */
export function guestOnlyLoader({ request }: LoaderFunctionArgs) {
  if (!isSignedIn()) return null;
  const next = safeReturnPath(new URL(request.url).searchParams.get('next'));
  return redirect(next ?? paths.dashboard.path);
}

/** Authenticated: a visitor goes to /v3/login?next=<where they were going>; login returns there. */
export function requireAuthLoader({ request }: LoaderFunctionArgs) {
  if (isSignedIn()) return null;
  const url = new URL(request.url);
  return redirect(paths.login.getHref(`${url.pathname}${url.search}`));
}

/** /admin/…: a visitor signs in at /admin (the admins' sign-in), which then opens the console screen they asked for. */
export function adminAreaLoader({ request }: LoaderFunctionArgs) {
  if (isSignedIn()) return null;
  return redirect(`${paths.adminLogin.path}?next=${encodeURIComponent(new URL(request.url).pathname)}`);
}

/** '/' for a signed-in user goes to /v3/dashboard (spec §2). */
export function homeLoader() {
  return isSignedIn() ? redirect(paths.dashboard.path) : null;
}

/** '/dashboard' (target after a contact message): the dashboard when signed in, else home. */
export function legacyDashboardLoader() {
  return redirect(isSignedIn() ? paths.dashboard.path : paths.home.path);
}

export const loaderFor: Record<Guard, ((args: LoaderFunctionArgs) => Response | null) | undefined> = {
  open: undefined,
  guest: guestOnlyLoader,
  auth: requireAuthLoader,
};
