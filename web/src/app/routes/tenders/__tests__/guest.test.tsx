import { screen, within } from '@testing-library/react';
import { anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-app';
import { aSearchPage, aTenderDetail } from '@/testing/tender-builders';

describe('guest browsing', () => {
  it('/guest searches read-only, links to /guest/{id} and prompts to sign up instead of bookmarks and saved searches', async () => {
    const api = installFetch({ 'GET /api/tenders/filter-search': () => jsonResponse(200, aSearchPage()) });
    renderApp('/guest');
    expect(await screen.findByRole('heading', { name: 'Browse tenders', level: 1 })).toBeInTheDocument();
    const result = await screen.findByRole('link', { name: 'Home care and reablement services' });
    expect(result).toHaveAttribute('href', '/guest/t-1');
    expect(screen.getByText(/Sign up to bookmark tenders, save searches/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bookmark/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save search' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/tenders/filter-search')[0].headers.Authorization).toBe('');
    expect(api.callsTo('GET', '/api/saved-search')).toHaveLength(0);
  });

  it('/guest/{id} shows the tender with sign-up and log-in prompts', async () => {
    installFetch({ 'GET /api/tender/view/t-1': () => jsonResponse(200, aTenderDetail()) });
    renderApp('/guest/t-1');
    expect(await screen.findByRole('heading', { name: 'Home care and reablement services', level: 1 })).toBeInTheDocument();
    const prompt = screen.getByText(/Sign up to bookmark this tender/).closest('[role="alert"]') as HTMLElement;
    expect(within(prompt).getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/v3/register?type=provider');
    expect(within(prompt).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/v3/login?next=${encodeURIComponent('/tender/t-1')}`,
    );
    expect(screen.queryByRole('button', { name: 'Request a Tender Writer' })).not.toBeInTheDocument();
  });

  it('/guest/{id} says when the tender does not exist', async () => {
    installFetch({ 'GET /api/tender/view/x': () => jsonResponse(404, anError(404, 'TENDER.NOT_FOUND', 'No tender x.')) });
    renderApp('/guest/x');
    expect(await screen.findByText('Tender not found.')).toBeInTheDocument();
  });
});
