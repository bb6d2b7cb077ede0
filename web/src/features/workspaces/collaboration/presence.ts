/** Caret and presence colours (WCAG AA against white text labels). */
const COLOURS = ['#1565c0', '#2e7d32', '#ad1457', '#6a1b9a', '#e65100', '#00838f', '#4527a0', '#c62828', '#283593', '#558b2f'];

/** The same colour for an account everywhere (every section, every browser). */
export function colourFor(accountId: string): string {
  let hash = 0;
  for (const char of accountId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length];
}

export interface PresenceUser {
  id: string;
  name: string;
  color: string;
}

/** The people in a section from its awareness states: one entry per account (several tabs count once), names sorted. */
export function peopleInSection(states: Iterable<{ user?: Partial<PresenceUser> }>): PresenceUser[] {
  const byId = new Map<string, PresenceUser>();
  for (const state of states) {
    const user = state.user;
    if (!user?.id || byId.has(user.id)) continue;
    byId.set(user.id, { id: user.id, name: user.name || 'Someone', color: user.color || colourFor(user.id) });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The live co-editing socket's URL from the API base ('/api' or an absolute URL), on the page's scheme. */
export function collabSocketUrl(apiBase: string, pageUrl: string): string {
  const url = new URL(`${apiBase.replace(/\/+$/, '')}/workspace/collab`, pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'refused';

/** What the section tells its writer about the connection. */
export function connectionMessage(state: ConnectionState, unsynced: boolean): string {
  switch (state) {
    case 'connecting':
      return 'Connecting…';
    case 'reconnecting':
      return 'Reconnecting…, your edits are kept';
    case 'refused':
      return 'You no longer have access to this workspace.';
    default:
      return unsynced ? 'Saving…' : 'All changes saved';
  }
}
