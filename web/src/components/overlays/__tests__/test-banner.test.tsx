import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isTestHost, TestBanner } from '../test-banner';

type Env = NonNullable<typeof __APP_ENV__>;
const env = (globalThis as unknown as { __APP_ENV__: Env }).__APP_ENV__;
const original = { ...env };
afterEach(() => Object.assign(env, original));

describe('isTestHost', () => {
  it('recognises the local hosts and the configured dev host only', () => {
    expect(isTestHost('localhost', '')).toBe(true);
    expect(isTestHost('127.0.0.1', '')).toBe(true);
    expect(isTestHost('dev.jointly.example', 'dev.jointly.example')).toBe(true);
    expect(isTestHost('DEV.jointly.example', 'dev.jointly.example')).toBe(true);
    expect(isTestHost('jointly.example', 'dev.jointly.example')).toBe(false);
    expect(isTestHost('jointly.example', '')).toBe(false);
  });
});

describe('test banner', () => {
  it('shows on localhost with a link to the live site', () => {
    render(<TestBanner hostname="localhost" />);
    expect(screen.getByText(/This is a test environment\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the live site' })).toHaveAttribute('href', 'https://jointly.example');
  });

  it('uses the configured live URL and dev host', () => {
    Object.assign(env, { VITE_LIVE_URL: 'https://www.jointly.co.uk', VITE_DEV_HOST: 'staging.jointly.co.uk' });
    render(<TestBanner hostname="staging.jointly.co.uk" />);
    expect(screen.getByRole('link', { name: 'Go to the live site' })).toHaveAttribute('href', 'https://www.jointly.co.uk');
  });

  it('does not show on the live host', () => {
    render(<TestBanner hostname="jointly.example" />);
    expect(screen.queryByText(/This is a test environment\./)).not.toBeInTheDocument();
  });

  it('can be dismissed until the page reloads', async () => {
    const { unmount } = render(<TestBanner hostname="127.0.0.1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss test environment banner' }));
    expect(screen.queryByText(/This is a test environment\./)).not.toBeInTheDocument();
    expect(window.localStorage.length).toBe(0);
    unmount();
    render(<TestBanner hostname="127.0.0.1" />);
    expect(screen.queryByText(/This is a test environment\./)).not.toBeInTheDocument();
  });
});
