/** The admin's tokens and user, kept in localStorage (the console is its own origin path, /console). */
export interface StoredUser {
  id: string;
  email: string;
  name: string | null;
  accountType: string;
}

const KEY = 'jointly.console.session';

export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  user: StoredUser;
}

export function readSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  } catch {
    return null;
  }
}

export function writeSession(session: StoredSession): void {
  localStorage.setItem(KEY, JSON.stringify(session));
}

export function setTokens(accessToken: string, refreshToken: string): void {
  const session = readSession();
  if (session) writeSession({ ...session, accessToken, refreshToken });
}

export function clearSession(): void {
  localStorage.removeItem(KEY);
}
