import { ANALYTICS_BATCH_SIZE, ANALYTICS_CONSENT_DAYS, ANALYTICS_FLUSH_MS, STORAGE_KEYS } from '@/config/constants';
import { getEnv } from '@/config/env';

/**
 * Product analytics behind a small interface (spec §4). No third party: the app's adapter sends page views and
 * events to the platform's own endpoint (POST /api/analytics/events, stored in PostgreSQL by the notifications
 * service) in batches of 50, flushed every 5 s (spec §9). Nothing about the person is sent: no token, no account,
 * no query string, no event properties — only the path, an event name and the time. Tests use the recording adapter.
 *
 * Rules: tracking starts on '/' without consent; on every other path only after consent; opting out
 * stores false and stops tracking everywhere (including '/').
 */
export interface AnalyticsEvent {
  type: 'start' | 'stop' | 'pageview' | 'event';
  name?: string;
  path?: string;
  properties?: Record<string, unknown>;
  at: number;
}

export interface AnalyticsAdapter {
  start(): void;
  /** `discard`: the visitor opted out, so nothing still queued may be sent. */
  stop(options?: { discard?: boolean }): void;
  pageview(path: string): void;
  capture(name: string, properties?: Record<string, unknown>): void;
}

export interface RecordingAdapter extends AnalyticsAdapter {
  readonly events: AnalyticsEvent[];
}

/** The default adapter: keeps events in memory; `log` also prints them (development builds). */
export function createRecordingAdapter(options: { log?: boolean; limit?: number } = {}): RecordingAdapter {
  const events: AnalyticsEvent[] = [];
  const limit = options.limit ?? 500;
  const record = (event: Omit<AnalyticsEvent, 'at'>) => {
    events.push({ ...event, at: Date.now() });
    if (events.length > limit) events.splice(0, events.length - limit);
    if (options.log) console.debug('[analytics]', event.type, event.name ?? event.path ?? '');
  };
  return {
    events,
    start: () => record({ type: 'start' }),
    stop: () => record({ type: 'stop' }),
    pageview: (path) => record({ type: 'pageview', path }),
    capture: (name, properties) => record({ type: 'event', name, properties }),
  };
}

const EVENT_NAME = /^[a-z][a-z0-9_.:-]{0,63}$/;
/** Events kept while the endpoint cannot be reached (offline); older ones are dropped first. */
const MAX_QUEUED = ANALYTICS_BATCH_SIZE * 4;

interface WireEvent {
  type: 'pageview' | 'event';
  path: string;
  name?: string;
  at: string;
}

/**
 * The app's adapter: queues page views and events and POSTs them to the first-party endpoint, `batchSize` at a time,
 * at most `flushMs` after the first one queued, and right away when the page is hidden (keepalive). Stopping sends
 * what is queued, unless the visitor opted out (then the queue is dropped). No Authorization header is ever sent.
 */
export function createFirstPartyAdapter(options: {
  endpoint: string;
  batchSize?: number;
  flushMs?: number;
  send?: (endpoint: string, events: WireEvent[]) => Promise<boolean>;
}): AnalyticsAdapter & { flush(): Promise<void>; readonly queued: number } {
  const batchSize = options.batchSize ?? ANALYTICS_BATCH_SIZE;
  const flushMs = options.flushMs ?? ANALYTICS_FLUSH_MS;
  const send =
    options.send ??
    (async (endpoint: string, events: WireEvent[]) => {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ events }),
        credentials: 'omit',
        keepalive: true,
      });
      // A refused batch (400, 429) is not sent again: retrying would only repeat the refusal.
      return response.status < 500;
    });
  let queue: WireEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let current: Promise<void> = Promise.resolve();

  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  /** `fullOnly`: send only whole batches (a batch just filled up); the rest waits for the timer. */
  const flush = (fullOnly = false): Promise<void> => {
    if (!fullOnly) clearTimer();
    current = current.then(async () => {
      while (fullOnly ? queue.length >= batchSize : queue.length) {
        const batch = queue.slice(0, batchSize);
        queue = queue.slice(batch.length);
        const delivered = await send(options.endpoint, batch).catch(() => false);
        if (!delivered) {
          queue = [...batch, ...queue].slice(-MAX_QUEUED);
          if (!timer) timer = setTimeout(() => void flush(), flushMs);
          return;
        }
      }
    });
    return current;
  };
  const enqueue = (event: WireEvent) => {
    queue.push(event);
    if (queue.length > MAX_QUEUED) queue = queue.slice(-MAX_QUEUED);
    if (queue.length >= batchSize) void flush(true);
    else if (!timer) timer = setTimeout(() => void flush(), flushMs);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void flush();
  };

  return {
    get queued() {
      return queue.length;
    },
    flush: () => flush(),
    start: () => {
      if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onHidden);
    },
    stop: (stopOptions) => {
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onHidden);
      if (stopOptions?.discard) {
        queue = [];
        clearTimer();
      } else void flush();
    },
    pageview: (path) => enqueue({ type: 'pageview', path: path.split(/[?#]/)[0], at: new Date().toISOString() }),
    capture: (name) => {
      // Only the name travels (properties could carry personal data); names the endpoint would refuse are dropped.
      if (EVENT_NAME.test(name)) enqueue({ type: 'event', path: window.location.pathname, name, at: new Date().toISOString() });
    },
  };
}

export type Consent = boolean | null;

const CONSENT_COOKIE = 'jointly_analytics_consent';
const CONSENT_MAX_AGE_S = ANALYTICS_CONSENT_DAYS * 24 * 60 * 60;

/** The stored true/false consent flag; null when the visitor has not chosen, or chose more than 365 days ago. */
export function getStoredConsent(now = Date.now()): Consent {
  try {
    const value = window.localStorage.getItem(STORAGE_KEYS.analyticsConsent);
    const at = Number(window.localStorage.getItem(STORAGE_KEYS.analyticsConsentAt) ?? NaN);
    if (Number.isFinite(at) && now - at > CONSENT_MAX_AGE_S * 1000) return null;
    if (value === 'true') return true;
    if (value === 'false') return false;
    return null;
  } catch {
    return null;
  }
}

function storeConsent(consent: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.analyticsConsent, String(consent));
    window.localStorage.setItem(STORAGE_KEYS.analyticsConsentAt, String(Date.now()));
  } catch {
    /* storage unavailable (private mode): consent then lasts for this page only */
  }
  // The consent cookie (spec §9: 365 days), first-party, never sent anywhere but this site.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${consent}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

/** Whether a page may be tracked: '/' unless opted out; elsewhere only with consent. */
export function shouldTrack(pathname: string, consent: Consent): boolean {
  if (consent === false) return false;
  if (consent === true) return true;
  return pathname === '/';
}

export class Analytics {
  private adapter: AnalyticsAdapter;
  private active = false;
  private path: string | null = null;
  private consent: Consent = null;
  private readonly listeners = new Set<() => void>();

  constructor(adapter: AnalyticsAdapter) {
    this.adapter = adapter;
    this.consent = typeof window === 'undefined' ? null : getStoredConsent();
  }

  setAdapter(adapter: AnalyticsAdapter): void {
    if (this.active) this.adapter.stop();
    this.adapter = adapter;
    if (this.active) this.adapter.start();
  }

  get isTracking(): boolean {
    return this.active;
  }

  getConsent(): Consent {
    return this.consent;
  }

  /** Re-reads the stored flag (e.g. after storage was cleared). */
  reloadConsent(): void {
    this.consent = getStoredConsent();
    this.emit();
  }

  /** Called on every navigation; starts, stops and records page views according to the rules. */
  trackPage(pathname: string): void {
    this.path = pathname;
    if (shouldTrack(pathname, this.consent)) {
      if (!this.active) {
        this.active = true;
        this.adapter.start();
      }
      this.adapter.pageview(pathname);
    } else if (this.active) {
      this.active = false;
      this.adapter.stop();
    }
  }

  capture(name: string, properties?: Record<string, unknown>): void {
    if (this.active) this.adapter.capture(name, properties);
  }

  optIn(): void {
    this.consent = true;
    storeConsent(true);
    if (this.path !== null && !this.active) this.trackPage(this.path);
    this.emit();
  }

  optOut(): void {
    this.consent = false;
    storeConsent(false);
    if (this.active) {
      this.active = false;
      this.adapter.stop({ discard: true });
    }
    this.emit();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    this.listeners.forEach((listener) => listener());
  }
}

function defaultAdapter(): AnalyticsAdapter {
  const env = getEnv();
  if (env.mode === 'test') return createRecordingAdapter();
  return createFirstPartyAdapter({ endpoint: `${env.apiBase}/analytics/events` });
}

export const analytics = new Analytics(defaultAdapter());
