import { api } from '@/lib/api-client';
import type { LoginResponse } from '@/types/api';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /account/login → { accessToken, refreshToken, partner, oldUserStatus, user }. */
export const login = (input: LoginInput) => api.post<LoginResponse>('/account/login', input);

/** POST /admin/login (admins log in separately; the console is their home). */
export const adminLogin = (input: LoginInput) => api.post<LoginResponse>('/admin/login', input);
