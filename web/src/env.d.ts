/// <reference types="vite/client" />

/** Build-time settings, injected by vite.config.ts `define` (and by jest.config.cjs `globals`). Read only through config/env.ts. */
declare const __APP_ENV__:
  | {
      MODE?: string;
      VITE_API_BASE?: string;
      VITE_DEV_HOST?: string;
      VITE_LIVE_URL?: string;
      VITE_CONTACT_FORM_URL?: string;
    }
  | undefined;
