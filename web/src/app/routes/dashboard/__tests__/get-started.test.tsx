import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMe, anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

const item = (title: RegExp) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('/v3/dashboard/get-started', () => {
  it('works the provider checklist out from the account, business facts and bookmarks', async () => {
    signIn();
    installFetch({
      'GET /api/account/me': () =>
        jsonResponse(
          200,
          aMe(
            {},
            {
              description: 'Home care',
              sector: 'Health and social care',
              companySize: 'small',
              regions: ['Wales'],
              serviceCategories: ['home-care'],
              phone: '+44 29 2000 0000',
              postcode: 'CF10 1AA',
              verification: 'requested',
            },
          ),
        ),
      'GET /api/business-info/latest': () => jsonResponse(200, { businessInfo: null }),
      'GET /api/account/get-bookmark': () =>
        jsonResponse(200, { bookmarks: [{ tenderId: 't-1', createdAt: '2026-01-01T00:00:00Z' }], tenderIds: ['t-1'], count: 1 }),
    });
    renderApp('/v3/dashboard/get-started');
    // Each item settles when its own call answers.
    expect(await screen.findByText('Turnover, staff, years trading, services and regions.')).toBeInTheDocument();
    expect(await screen.findByText('1 tender bookmarked')).toBeInTheDocument();
    expect(screen.getByText('4 of 5 done')).toBeInTheDocument();
    expect(item(/Confirm your email address/)).toHaveTextContent('Done: Confirm your email address');
    expect(item(/Complete your company profile/)).toHaveTextContent('8 of 8 details filled in');
    const facts = item(/Record your business facts/);
    expect(facts).toHaveTextContent('To do:');
    expect(within(facts).getByRole('link', { name: 'Add business facts' })).toHaveAttribute(
      'href',
      '/v3/user/update-profile#eligibility-facts',
    );
    expect(item(/Apply to lead consortiums/)).toHaveTextContent('Requested: the Jointly team is reviewing it.');
    expect(item(/Bookmark the tenders/)).toHaveTextContent('1 tender bookmarked');
    expect(screen.getByRole('progressbar', { name: '4 of 5 done' })).toHaveAttribute('aria-valuenow', '80');
  });

  it('counts an empty company profile and says when a check could not be made', async () => {
    signIn();
    installFetch({
      'GET /api/account/me': () => jsonResponse(200, aMe()),
      'GET /api/business-info/latest': () => jsonResponse(200, { businessInfo: { id: 'b1', createdAt: '2026-03-05T10:00:00Z' } }),
      'GET /api/account/get-bookmark': () => jsonResponse(500, anError(500, 'SERVER.ERROR', 'Down.')),
    });
    renderApp('/v3/dashboard/get-started');
    expect(await screen.findByText('Last recorded 5 Mar 2026')).toBeInTheDocument();
    expect(await screen.findByText('We could not check this just now.')).toBeInTheDocument();
    expect(screen.getByText('2 of 5 done')).toBeInTheDocument();
    expect(item(/Complete your company profile/)).toHaveTextContent('1 of 8 details filled in');
    expect(within(item(/Apply to lead consortiums/)).getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/consortium/signup');
  });

  it('gives experts their own checklist', async () => {
    signIn({ role: 'expert' });
    const api = installFetch({
      'GET /api/account/me': () =>
        jsonResponse(200, aMe({ accountType: 'expert', profile: { bio: 'Bids', expertise: ['Social value'] } }, null)),
      'GET /api/account/get-bookmark': () => jsonResponse(200, { bookmarks: [], tenderIds: [], count: 0 }),
    });
    renderApp('/v3/expert-dashboard/get-started');
    expect(await screen.findByText('No bookmarks yet.')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 done')).toBeInTheDocument();
    expect(item(/Complete your expert profile/)).toHaveTextContent('3 of 5 details filled in');
    expect(within(item(/Bookmark the tenders/)).getByRole('link', { name: 'Find tenders' })).toHaveAttribute(
      'href',
      '/v3/expert-dashboard/tenders',
    );
    expect(api.callsTo('GET', '/api/business-info/latest')).toHaveLength(0);
  });

  it('marks the checklist complete when everything is set up (sign-ins then skip it)', async () => {
    signIn({ role: 'expert' });
    const done = () => jsonResponse(200, { completedAt: '2026-11-25T12:00:00.000Z', message: 'Get started completed.' });
    const api = installFetch({
      'GET /api/account/me': () =>
        jsonResponse(
          200,
          aMe(
            {
              accountType: 'expert',
              profile: {
                bio: 'Bids',
                expertise: ['Social value'],
                sectors: ['85'],
                regions: ['Wales'],
                linkedinUrl: 'https://linkedin.com/in/x',
              },
            },
            null,
          ),
        ),
      'GET /api/account/get-bookmark': () =>
        jsonResponse(200, { bookmarks: [{ tenderId: 't-1', createdAt: '2026-01-01T00:00:00Z' }], tenderIds: ['t-1'], count: 1 }),
      'POST /api/account/get-started/complete': done,
    });
    renderApp('/v3/expert-dashboard/get-started');
    expect(await screen.findByText('All done: your account is set up.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/account/get-started/complete')).toHaveLength(1));
  });

  it('lets the user finish the checklist early', async () => {
    const done = () => jsonResponse(200, { completedAt: '2026-11-25T12:00:00.000Z', message: 'Get started completed.' });
    signIn();
    const partly = installFetch({
      'GET /api/account/me': () => jsonResponse(200, aMe()),
      'GET /api/business-info/latest': () => jsonResponse(200, { businessInfo: null }),
      'GET /api/account/get-bookmark': () => jsonResponse(200, { bookmarks: [], tenderIds: [], count: 0 }),
      'POST /api/account/get-started/complete': done,
    });
    renderApp('/v3/dashboard/get-started');
    await userEvent.click(await screen.findByRole('button', { name: 'I’m set up: don’t open this after sign-in' }));
    expect(await screen.findByText('Done: you will go straight to your dashboard from now on.')).toBeInTheDocument();
    expect(partly.callsTo('POST', '/api/account/get-started/complete')).toHaveLength(1);
  });

  it('shows an error with a retry when the account cannot be loaded', async () => {
    signIn();
    installFetch({
      'GET /api/account/me': () => jsonResponse(503, anError(503, 'SERVICE.UNAVAILABLE', 'Try later.')),
      'GET /api/account/get-bookmark': () => jsonResponse(200, { bookmarks: [], tenderIds: [], count: 0 }),
    });
    renderApp('/v3/dashboard/get-started');
    expect(await screen.findByText('Your checklist could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
