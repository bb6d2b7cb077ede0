import { matchPath } from 'react-router-dom';
import { createConcurrencyLimit } from '@/lib/chunk-loading';
import type { AccountScreen } from './account-screens';
import type { BidsScreenName } from './bids-screens';
import type { ConsortiumScreenName } from './consortium-screens';
import type { EligibilityScreenName } from './eligibility-screens';
import { routeCatalogue, type RouteEntry } from './route-catalogue';
import type { TenderScreenName } from './tender-screens';

// Every screen is its own chunk, loaded when a route first needs it (or preloaded when a link to it is hovered).
type LazyModule = () => Promise<{ default: React.ComponentType }>;

// The frame's screens load straight from the entry; the others through their group's map (app/<group>-screens.ts), a
// chunk of its own found by the prefix of the screen's name (type imports only here, so no map is in the entry).
const frameScreens = {
  landing: () => import('./routes/landing'),
  join: () => import('./routes/join'),
  login: () => import('./routes/auth/login'),
  'not-found': () => import('./routes/not-found'),
} satisfies Record<string, LazyModule>;

const loadAccountScreens = () => import('./account-screens');
const loadTenderScreens = () => import('./tender-screens');
const loadConsortiumScreens = () => import('./consortium-screens');
const loadEligibilityScreens = () => import('./eligibility-screens');
const loadBidsScreens = () => import('./bids-screens');

const preloads = createConcurrencyLimit();
const preloaded = new Set<string>();

/**
 * Fetches the screen of an app path ahead of need (a navigation link hovered or focused): at most 4 preloads run at
 * once (spec §9), each screen once. Failures are ignored: the navigation itself loads (and reports) it again.
 */
export function preloadRoute(path: string): void {
  const entry = routeCatalogue.find((candidate) => matchPath({ path: candidate.path, end: true }, path.split(/[?#]/)[0]));
  if (!entry || entry.screen === 'redirect' || preloaded.has(entry.screen)) return;
  preloaded.add(entry.screen);
  const load = screenModule(entry.screen);
  void preloads.run(load).catch(() => preloaded.delete(entry.screen));
}

/** Fetches the account screens' map ahead of need (called once the browser is idle). */
export function prefetchAccountScreens(): void {
  void loadAccountScreens().catch(() => undefined);
}

export function screenModule(screen: Exclude<RouteEntry['screen'], 'redirect'>): LazyModule {
  if (screen in frameScreens) return frameScreens[screen as keyof typeof frameScreens];
  if (screen.startsWith('tenders:')) return async () => (await loadTenderScreens()).tenderScreens[screen as TenderScreenName]();
  if (screen.startsWith('consortiums:'))
    return async () => (await loadConsortiumScreens()).consortiumScreens[screen as ConsortiumScreenName]();
  if (screen.startsWith('eligibility:'))
    return async () => (await loadEligibilityScreens()).eligibilityScreens[screen as EligibilityScreenName]();
  if (screen.startsWith('bids:')) return async () => (await loadBidsScreens()).bidsScreens[screen as BidsScreenName]();
  return async () => (await loadAccountScreens()).accountScreens[screen as AccountScreen]();
}
