import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { Analytics, analytics, createRecordingAdapter, getStoredConsent, shouldTrack } from '../analytics';

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
