/** The only place that reads build-time settings. Values are read on each call so tests can vary them. */
export interface AppEnv {
  mode: string;
  /** Base of every API call. The edge serves the API at `/api` on the web app's own origin. */
  apiBase: string;
  /** Extra host (besides localhost and 127.0.0.1) that shows the test-environment banner. */
  devHost: string;
  /** The production site, linked from the test-environment banner. */
  liveUrl: string;
  /** External contact-form host (spec §7 "POST /contact/create to an external contact-form host"). */
  contactFormUrl: string;
}

export const DEFAULT_LIVE_URL = 'https://jointly.example';

function raw(): NonNullable<typeof __APP_ENV__> {
  const value = typeof __APP_ENV__ === 'undefined' ? undefined : __APP_ENV__;
  return value ?? {};
}

function trimSlash(value: string): string {
  return value.endsWith('/') ? value.slice(0, -1) : value;
}

export function getEnv(): AppEnv {
  const env = raw();
  return {
    mode: env.MODE || 'production',
    apiBase: trimSlash(env.VITE_API_BASE || '/api'),
    devHost: (env.VITE_DEV_HOST || '').trim().toLowerCase(),
    liveUrl: env.VITE_LIVE_URL || DEFAULT_LIVE_URL,
    contactFormUrl: env.VITE_CONTACT_FORM_URL || '',
  };
}
