import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { moduleLoadsInFlight } from '@/testing/module-loads';
import { renderApp } from '@/testing/render-app';

/** A lazy route whose module takes `ms` to load (as a big screen chunk does under jest on a busy machine). */
const slowScreen = (ms: number, text: string) => async () => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return { Component: () => <h1>{text}</h1> };
};

describe('route module loads in tests', () => {
  it('findBy waits for a lazy screen to load before its own timeout starts', async () => {
    renderApp('/slow', {
      routes: [{ path: '/', hydrateFallbackElement: <p>loading</p>, children: [{ path: 'slow', lazy: slowScreen(2000, 'Slow screen') }] }],
    });
    expect(moduleLoadsInFlight()).toBe(1);
    // 2 s of loading, 1.5 s of polling: found only because the load is waited for first.
    expect(await screen.findByRole('heading', { name: 'Slow screen' }, { timeout: 1500 })).toBeInTheDocument();
    expect(moduleLoadsInFlight()).toBe(0);
  });

  it('also after a navigation a click starts', async () => {
    renderApp('/', {
      routes: [
        {
          path: '/',
          hydrateFallbackElement: <p>loading</p>,
          children: [
            { index: true, Component: () => <Link to="/next">next</Link> },
            { path: 'next', lazy: slowScreen(2000, 'Next screen') },
          ],
        },
      ],
    });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'next' }));
    expect(await screen.findByRole('heading', { name: 'Next screen' }, { timeout: 1500 })).toBeInTheDocument();
  });

  it('still fails a findBy for what never shows, after its timeout', async () => {
    renderApp('/slow', {
      routes: [{ path: '/', hydrateFallbackElement: <p>loading</p>, children: [{ path: 'slow', lazy: slowScreen(10, 'Slow screen') }] }],
    });
    await expect(screen.findByRole('heading', { name: 'Another screen' }, { timeout: 50 })).rejects.toThrow(
      /Unable to find role="heading"/,
    );
  });
});
