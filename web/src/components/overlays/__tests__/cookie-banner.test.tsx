import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { analytics } from '@/lib/analytics';
import { useSessionUiStore } from '@/stores/session-ui-store';
import { CookieBanner } from '../cookie-banner';

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('cookie banner', () => {
  it('links to the cookie policy PDF', () => {
    render(<CookieBanner />);
    expect(banner()).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Cookie Policy (PDF)' });
    expect(link).toHaveAttribute('href', '/cookie-policy.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('Accept stores consent, opts in to analytics and hides the banner for good', async () => {
    analytics.trackPage('/v3/join');
    expect(analytics.isTracking).toBe(false);
    render(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(window.localStorage.getItem('jointly.analytics-consent')).toBe('true');
    expect(analytics.isTracking).toBe(true);
    expect(banner()).not.toBeInTheDocument();
  });

  it('Close hides it for the session without storing anything', async () => {
    const { unmount } = render(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(banner()).not.toBeInTheDocument();
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(analytics.getConsent()).toBeNull();

    // Still hidden while the page lives…
    unmount();
    render(<CookieBanner />);
    expect(banner()).not.toBeInTheDocument();
    // …and back after a reload (the in-memory flag starts fresh).
    act(() => useSessionUiStore.setState({ cookieBannerClosed: false }));
    expect(banner()).toBeInTheDocument();
  });

  it.each(['true', 'false'])('stays hidden once a choice (%s) is stored', (stored) => {
    window.localStorage.setItem('jointly.analytics-consent', stored);
    analytics.reloadConsent();
    render(<CookieBanner />);
    expect(banner()).not.toBeInTheDocument();
  });
});
