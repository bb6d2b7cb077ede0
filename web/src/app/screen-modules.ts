import { matchPath } from 'react-router-dom';
import { createConcurrencyLimit } from '@/lib/chunk-loading';
import type { AccountScreen } from './account-screens';
import { BIDS_SCREEN_PREFIX, type BidsScreenName } from './bids-screen-names';
import { CONSORTIUM_SCREEN_PREFIX, type ConsortiumScreenName } from './consortium-screen-names';
import { ELIGIBILITY_SCREEN_PREFIX, type EligibilityScreenName } from './eligibility-screen-names';
import { routeCatalogue, type RouteEntry } from './route-catalogue';
import { TENDER_SCREEN_PREFIX, type TenderScreenName } from './tender-screen-names';

// Every screen is its own chunk, loaded when a route first needs it (or preloaded when a link to it is hovered).
type LazyModule = () => Promise<{ default: React.ComponentType }>;

// The frame's screens load straight from the entry; the account screens through their own small map.
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
  if (screen.startsWith(TENDER_SCREEN_PREFIX)) return async () => (await loadTenderScreens()).tenderScreens[screen as TenderScreenName]();
  if (screen.startsWith(CONSORTIUM_SCREEN_PREFIX))
    return async () => (await loadConsortiumScreens()).consortiumScreens[screen as ConsortiumScreenName]();
  if (screen.startsWith(ELIGIBILITY_SCREEN_PREFIX))
    return async () => (await loadEligibilityScreens()).eligibilityScreens[screen as EligibilityScreenName]();
  if (screen.startsWith(BIDS_SCREEN_PREFIX)) return async () => (await loadBidsScreens()).bidsScreens[screen as BidsScreenName]();
  return async () => (await loadAccountScreens()).accountScreens[screen as AccountScreen]();
}
