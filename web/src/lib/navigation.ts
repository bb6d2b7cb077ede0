/**
 * Lets code outside React (the API client, logout) navigate through the app's router instead of
 * reloading the page. The router registers itself at start-up (app/index.tsx; tests do the same).
 */
interface NavigableRouter {
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void;
  state: { location: { pathname: string; search: string; hash: string } };
}

let current: NavigableRouter | null = null;

export function registerRouter(router: NavigableRouter): () => void {
  current = router;
  return () => {
    if (current === router) current = null;
  };
}

export async function navigateTo(to: string, options: { replace?: boolean } = {}): Promise<void> {
  if (current) {
    await current.navigate(to, options);
    return;
  }
  if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}

function location(): { pathname: string; search: string; hash: string } {
  return current?.state.location ?? window.location;
}

export function getCurrentPathname(): string {
  return location().pathname;
}

/** Path, query and hash of where the app is now (what a login redirect should return to). */
export function getCurrentHref(): string {
  const { pathname, search, hash } = location();
  return `${pathname}${search}${hash}`;
}

/**
 * The query string of where the app is now, including a navigation that has not been rendered yet: screens that
 * keep their state in the URL build the next URL from this, so two quick changes never undo each other.
 */
export function getCurrentSearch(): string {
  return location().search;
}
