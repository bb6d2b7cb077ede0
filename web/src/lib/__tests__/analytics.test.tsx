import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { Analytics, analytics, createFirstPartyAdapter, createRecordingAdapter, getStoredConsent, shouldTrack } from '../analytics';

const CONSENT_KEY = 'jointly.analytics-consent';

function fresh() {
  const adapter = createRecordingAdapter();
  return { adapter, tracker: new Analytics(adapter), kinds: () => adapter.events.map((e) => (e.path ? `${e.type} ${e.path}` : e.type)) };
}

describe('consent rules', () => {
  it('tracks "/" without consent, other paths only with consent, nothing after opting out', () => {
    expect(shouldTrack('/', null)).toBe(true);
    expect(shouldTrack('/v3/join', null)).toBe(false);
    expect(shouldTrack('/v3/join', true)).toBe(true);
    expect(shouldTrack('/', false)).toBe(false);
    expect(shouldTrack('/v3/join', false)).toBe(false);
  });

  it('starts on "/" without consent and stops when the visitor moves on without consent', () => {
    const { tracker, kinds } = fresh();
    tracker.trackPage('/');
    expect(tracker.isTracking).toBe(true);
    tracker.trackPage('/v3/join');
    expect(tracker.isTracking).toBe(false);
    tracker.trackPage('/v3/login');
    expect(kinds()).toEqual(['start', 'pageview /', 'stop']);
  });

  it('tracks every path once consent is given, starting on the current page', () => {
    const { tracker, kinds } = fresh();
    tracker.trackPage('/v3/join');
    expect(tracker.isTracking).toBe(false);
    tracker.optIn();
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('true');
    tracker.trackPage('/v3/login');
    tracker.capture('login_started');
    expect(kinds()).toEqual(['start', 'pageview /v3/join', 'pageview /v3/login', 'event']);
  });

  it('opting out stores false and stops tracking everywhere, including "/"', () => {
    const { tracker, kinds } = fresh();
    tracker.trackPage('/');
    tracker.optOut();
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('false');
    expect(getStoredConsent()).toBe(false);
    tracker.trackPage('/');
    tracker.capture('ignored');
    expect(tracker.isTracking).toBe(false);
    expect(kinds()).toEqual(['start', 'pageview /', 'stop']);
  });

  it('reads a stored choice on start', () => {
    window.localStorage.setItem(CONSENT_KEY, 'true');
    const { tracker } = fresh();
    expect(tracker.getConsent()).toBe(true);
    tracker.trackPage('/account');
    expect(tracker.isTracking).toBe(true);
  });
});

describe('in the app', () => {
  it('records page views on "/" only until consent, then everywhere', async () => {
    const adapter = createRecordingAdapter();
    analytics.setAdapter(adapter);
    const pageviews = () => adapter.events.filter((e) => e.type === 'pageview').map((e) => e.path);
    const app = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Find the right tenders/ });
    expect(pageviews()).toEqual(['/']);

    await act(() => app.router.navigate('/v3/join'));
    await screen.findByRole('heading', { level: 1, name: 'Join Jointly' });
    expect(pageviews()).toEqual(['/']);
    expect(analytics.isTracking).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(pageviews()).toEqual(['/', '/v3/join']));
    await act(() => app.router.navigate('/guest'));
    await waitFor(() => expect(pageviews()).toEqual(['/', '/v3/join', '/guest']));

    await userEvent.click(screen.getByRole('button', { name: 'Stop analytics' }));
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('false');
    await act(() => app.router.navigate('/'));
    await screen.findByRole('heading', { level: 1, name: /Find the right tenders/ });
    expect(pageviews()).toEqual(['/', '/v3/join', '/guest']);
  });
});

describe('first-party adapter (spec §9: batch 50, flush every 5 s)', () => {
  type Sent = Array<{ type: string; path: string; name?: string; at: string }>;
  function firstParty(deliver: (events: Sent) => boolean = () => true) {
    const batches: Sent[] = [];
    const adapter = createFirstPartyAdapter({
      endpoint: '/api/analytics/events',
      send: async (endpoint, events) => {
        expect(endpoint).toBe('/api/analytics/events');
        batches.push(events);
        return deliver(events);
      },
    });
    return { adapter, batches, tracker: new Analytics(adapter) };
  }
  const settle = () => act(async () => {});

  beforeEach(() => jest.useFakeTimers());

  it('sends one page view 5 s after it happened, not before', async () => {
    const { adapter, batches } = firstParty();
    adapter.pageview('/?utm=x#top');
    await jest.advanceTimersByTimeAsync(4999);
    expect(batches).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[{ type: 'pageview', path: '/', at: expect.any(String) }]]);
  });

  it('sends a full batch of 50 at once and the rest with the timer', async () => {
    window.localStorage.setItem(CONSENT_KEY, 'true');
    const { tracker, batches } = firstParty();
    for (let i = 0; i < 120; i += 1) tracker.trackPage(`/tender/${i}`);
    await settle();
    expect(batches.map((b) => b.length)).toEqual([50, 50]);
    await jest.advanceTimersByTimeAsync(5000);
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
  });

  it('sends nothing on a non-root path before consent', async () => {
    const { tracker, batches } = firstParty();
    tracker.trackPage('/v3/join');
    tracker.capture('ignored');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(batches).toHaveLength(0);
  });

  it('opting out stops sending and drops what was queued', async () => {
    const { tracker, batches, adapter } = firstParty();
    tracker.trackPage('/');
    expect(adapter.queued).toBe(1);
    tracker.optOut();
    tracker.trackPage('/');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(batches).toHaveLength(0);
  });

  it('leaving "/" without consent still sends the view of "/" that was allowed', async () => {
    const { tracker, batches } = firstParty();
    tracker.trackPage('/');
    tracker.trackPage('/v3/join');
    await settle();
    expect(batches).toEqual([[expect.objectContaining({ type: 'pageview', path: '/' })]]);
  });

  it('sends only the event name: no properties, and names the endpoint would refuse are dropped', async () => {
    window.localStorage.setItem(CONSENT_KEY, 'true');
    const { tracker, batches } = firstParty();
    tracker.trackPage('/account');
    tracker.capture('profile.saved', { email: 'ada@example.com' });
    tracker.capture('Bad Name');
    await jest.advanceTimersByTimeAsync(5000);
    expect(batches[0]).toEqual([
      { type: 'pageview', path: '/account', at: expect.any(String) },
      { type: 'event', path: expect.any(String), name: 'profile.saved', at: expect.any(String) },
    ]);
    expect(JSON.stringify(batches)).not.toContain('ada@example.com');
  });

  it('keeps a batch the endpoint could not take (offline) and sends it with the next flush', async () => {
    let online = false;
    const { tracker, batches } = firstParty(() => online);
    tracker.trackPage('/');
    await jest.advanceTimersByTimeAsync(5000);
    expect(batches).toHaveLength(1);
    online = true;
    await jest.advanceTimersByTimeAsync(5000);
    expect(batches).toHaveLength(2);
    expect(batches[1]).toEqual(batches[0]);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(batches).toHaveLength(2);
  });
});

describe('consent lifetime (spec §9: 365 days)', () => {
  it('stores the choice with its time and a first-party cookie of 365 days', () => {
    const cookie = jest.spyOn(document, 'cookie', 'set');
    new Analytics(createRecordingAdapter()).optIn();
    expect(cookie).toHaveBeenCalledWith(expect.stringMatching(/^jointly_analytics_consent=true; Max-Age=31536000; Path=\/; SameSite=Lax/));
    expect(Number(window.localStorage.getItem('jointly.analytics-consent-at'))).toBeGreaterThan(0);
  });

  it('asks again once the choice is more than 365 days old', () => {
    const day = 86_400_000;
    window.localStorage.setItem(CONSENT_KEY, 'true');
    window.localStorage.setItem('jointly.analytics-consent-at', String(Date.now() - 364 * day));
    expect(getStoredConsent()).toBe(true);
    window.localStorage.setItem('jointly.analytics-consent-at', String(Date.now() - 366 * day));
    expect(getStoredConsent()).toBeNull();
  });
});
