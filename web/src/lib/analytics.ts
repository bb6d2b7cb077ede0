import { STORAGE_KEYS } from '@/config/constants';
import { getEnv } from '@/config/env';

/**
 * Product analytics behind a small interface (spec §4). No third-party client ships by default: the
 * default adapter only records events in memory (and logs them in development). A real provider can be
 * plugged in with `analytics.setAdapter(...)` without touching the consent rules below.
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
  stop(): void;
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

export type Consent = boolean | null;

/** The stored true/false consent flag; null when the visitor has not chosen. */
export function getStoredConsent(): Consent {
  try {
    const value = window.localStorage.getItem(STORAGE_KEYS.analyticsConsent);
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
  } catch {
    /* storage unavailable (private mode): consent then lasts for this page only */
  }
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
      this.adapter.stop();
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

export const analytics = new Analytics(createRecordingAdapter({ log: getEnv().mode === 'development' }));
