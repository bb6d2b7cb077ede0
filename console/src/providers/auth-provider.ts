import type { AuthProvider } from 'react-admin';
import { redeemHandoff } from './console-handoff';
import { API_BASE, SESSION_EXPIRED_STATUS, httpClient } from './http-client';
import type { LoginResponse } from '@jointly/contracts';
import { clearSession, readSession, writeSession } from './session-store';

/** POST /api/admin/login answers what every sign-in answers (LoginResponse of @jointly/contracts). */
type AdminLoginResponse = LoginResponse;

/** Signs admins in through POST /api/admin/login; a non-admin gets the server's 403 message and stays out. */
export const authProvider: AuthProvider = {
  async login({ username, email, password }: { username?: string; email?: string; password: string }) {
    const response = await fetch(`${API_BASE}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: (email ?? username ?? '').trim(), password }),
    });
    const body = (await response.json().catch(() => ({}))) as Partial<AdminLoginResponse>;
    if (!response.ok || !body.accessToken || !body.refreshToken || !body.user) {
      throw new Error(body.message ?? `Sign-in failed (${response.status}).`);
    }
    if (body.user.accountType !== 'admin') throw new Error('Only admins can use the console.');
    writeSession({ accessToken: body.accessToken, refreshToken: body.refreshToken, user: body.user });
  },

  async logout() {
    if (readSession()) await httpClient(`${API_BASE}/account/logout`, { method: 'POST' }).catch(() => undefined);
    clearSession();
  },

  async checkAuth() {
    // An admin who just signed in on the web app's /admin arrives with a one-time hand-off code (console-handoff.ts).
    await redeemHandoff().catch((error: unknown) => {
      if (!readSession()) throw error;
    });
    if (!readSession()) throw new Error('Please sign in.');
  },

  async checkError(error: { status?: number }) {
    const status = error?.status;
    if (status === 401 || status === 403 || status === SESSION_EXPIRED_STATUS) {
      clearSession();
      throw new Error(status === SESSION_EXPIRED_STATUS ? 'Session has expired, please login again!' : 'Please sign in again.');
    }
  },

  async getIdentity() {
    const user = readSession()?.user;
    if (!user) throw new Error('Not signed in.');
    return { id: user.id, fullName: user.name ?? user.email, email: user.email };
  },

  async getPermissions() {
    return readSession()?.user.accountType ?? null;
  },
};
