/** Business constants of spec §9. */
export const TOAST_AUTO_CLOSE_MS = 3000;
export const TOAST_LOCKOUT_MS = 390;

/** The session rules' figures, shared with the console (@jointly/contracts, client/token-refresh). */
export { TOKEN_REFRESH_ATTEMPTS, TOKEN_REFRESH_DELAY_MS } from '@jointly/contracts';
export const SESSION_EXPIRED_LOGOUT_DELAY_MS = 1000;

export const TENDER_PAGE_SIZE = 10;
export const TENDER_MAX_VALUE = 90_000_000;
export const TENDER_MIN_VALUE = 0;

export const ANNOUNCEMENTS_PAGE = 1;
export const ANNOUNCEMENTS_PAGE_SIZE = 10;

/** Analytics (spec §9): events go in batches of at most 50, flushed every 5 s; the consent choice lasts 365 days. */
export const ANALYTICS_BATCH_SIZE = 50;
export const ANALYTICS_FLUSH_MS = 5000;
export const ANALYTICS_CONSENT_DAYS = 365;

/** Spec §9: after a failed lazy chunk (a deploy replaced it) the page reloads at most once per 10 s. */
export const PAGE_RELOAD_GUARD_MS = 10_000;
/** Spec §9: at most 4 route preloads run at once. */
export const MAX_CONCURRENT_PRELOADS = 4;

/** Workspaces list and consortium bid/request searches. */
export const LIST_ALL_PAGE = 1;
export const LIST_ALL_LIMIT = 300;

/** Messages of spec §8 the frame itself shows. */
export const MESSAGES = {
  sessionExpired: 'Session has expired, please login again!',
  genericError: 'Something went wrong, try again!',
  loggedIn: 'Logged in successfully',
  loggedOut: 'Logged out successfully',
  providerSignup: 'Provider Signup successful!',
  /** Also shown after a staff sign-up (spec §8). */
  expertSignup: 'Expert Signup successful!',
  /** An invited team member's sign-up (spec §7 'ordinary signup': an account in an existing company). */
  accountCreated: 'Account created successfully!',
  signupFailed: 'An existing account already has this email address',
  contactSent: 'Your message has been sent successfully!',
  profileUpdated: 'Provider profile updated successfully!',
  requestSent: 'Request sent successfully',
  requestUpdated: 'Request updated successfully',
  interestRegistered: 'Interest registered successfully',
  noMatchingCompanies: 'No Matching Companies found.',
  noInterestedCompanies: 'No Companies indicated interest.',
  pageNotFound: 'Page Not Found',
  internalServerError: 'Internal Server Error',
  testEnvironment: 'This is a test environment.',
} as const;

/** One-time codes from the accounts service: 6 digits, valid for 10 minutes. */
export const OTP_VALID_MINUTES = 10;

/** Keys of everything the app keeps in the browser. */
export const STORAGE_KEYS = {
  auth: 'jointly.auth',
  data: 'jointly.data',
  dialog: 'jointly.dialog',
  analyticsConsent: 'jointly.analytics-consent',
  /** When the analytics choice was made (ms); the choice lapses after ANALYTICS_CONSENT_DAYS. */
  analyticsConsentAt: 'jointly.analytics-consent-at',
  /** When the page last reloaded itself after a failed lazy chunk (sessionStorage). */
  chunkReloadAt: 'jointly.chunk-reload-at',
  /** Sign-up waiting for its e-mail code (sessionStorage). */
  pendingVerification: 'jointly.pending-verification',
  /** Password reset in progress (sessionStorage). */
  passwordReset: 'jointly.password-reset',
} as const;
