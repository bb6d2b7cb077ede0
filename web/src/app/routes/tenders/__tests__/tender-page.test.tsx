import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';
import { aTenderDetail } from '@/testing/tender-builders';

const bookmarks = (ids: string[]) => ({
  bookmarks: ids.map((tenderId) => ({ tenderId, createdAt: '2026-11-20T10:00:00Z' })),
  tenderIds: ids,
  count: ids.length,
});
const common = {
  'GET /api/notification/all/acc-1': () => jsonResponse(200, { foundNotifications: [], count: 0, currentPage: 1, totalPages: 0 }),
};

describe('/tender/{id}', () => {
  it('shows every part of the tender: facts, buyer contact, CPV labels, lots, documents with download links, awards', async () => {
    signIn();
    installFetch({
      ...common,
      'GET /api/tender/view/t-1': () => jsonResponse(200, aTenderDetail()),
      'GET /api/account/get-bookmark': () => jsonResponse(200, bookmarks([])),
    });
    renderApp('/tender/t-1');
    expect(await screen.findByRole('heading', { name: 'Home care and reablement services', level: 1 })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Key facts' });
    expect(facts).toHaveTextContent('£250,000');
    expect(facts).toHaveTextContent('5 Mar 2027, 12:00');
    expect(facts).toHaveTextContent('Open');
    expect(facts).toHaveTextContent('Suitable for SMEsYes');
    expect(within(facts).getByRole('link', { name: /View the original notice/ })).toHaveAttribute(
      'href',
      'https://www.sell2wales.gov.wales/notice/1',
    );
    const buyer = screen.getByRole('region', { name: 'Buyer' });
    expect(within(buyer).getByRole('link', { name: 'procurement@cardiff.example' })).toHaveAttribute(
      'href',
      'mailto:procurement@cardiff.example',
    );
    expect(buyer).toHaveTextContent('County Hall, Cardiff CF10 4UW');
    expect(screen.getByRole('region', { name: 'Categories (CPV)' })).toHaveTextContent(
      '85312400 Welfare services not delivered through residential institutions (Health and social work services)',
    );
    expect(screen.getByRole('region', { name: 'Lots (1)' })).toHaveTextContent('Lot 1: North');
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'Download Pricing schedule.xlsx' })).toHaveAttribute(
      'href',
      '/api/tender/document/up-1',
    );
    expect(within(documents).getByRole('link', { name: 'Open Specification' })).toHaveAttribute(
      'href',
      'https://www.sell2wales.gov.wales/docs/spec.pdf',
    );
    expect(screen.getByRole('region', { name: 'Awards' })).toHaveTextContent('Care & Co');
  });

  it('toggles the bookmark and toasts the spec’s message when it fails', async () => {
    signIn();
    let removeFails = true;
    const api = installFetch({
      ...common,
      'GET /api/tender/view/t-1': () => jsonResponse(200, aTenderDetail()),
      'GET /api/account/get-bookmark': () => jsonResponse(200, bookmarks([])),
      'PATCH /api/account/add-bookmark': () => jsonResponse(200, { ...bookmarks(['t-1']), message: 'Tender bookmarked' }),
      'PATCH /api/account/remove-bookmark': () =>
        removeFails
          ? jsonResponse(500, anError(500, 'SERVER.ERROR', 'Database unavailable'))
          : jsonResponse(200, { ...bookmarks([]), message: 'Tender removed from bookmarks' }),
    });
    const user = userEvent.setup();
    renderApp('/tender/t-1');
    await user.click(await screen.findByRole('button', { name: 'Bookmark' }));
    expect(await screen.findByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('PATCH', '/api/account/add-bookmark')[0].body).toEqual({ tender: ['t-1'] });
    expect(await screen.findByText('Tender bookmarked')).toBeInTheDocument();

    await new Promise((resolve) => setTimeout(resolve, 400)); // past the toast lockout
    await user.click(screen.getByRole('button', { name: 'Bookmarked' }));
    expect(await screen.findByText('Failed to remove tender')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bookmarked' })).toBeInTheDocument();
    removeFails = false;
    await new Promise((resolve) => setTimeout(resolve, 400));
    await user.click(screen.getByRole('button', { name: 'Bookmarked' }));
    expect(await screen.findByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.callsTo('PATCH', '/api/account/remove-bookmark').at(-1)!.body).toEqual({ tender: ['t-1'] });
  });

  it('toasts "Failed to add bookmark" when adding fails', async () => {
    signIn();
    installFetch({
      ...common,
      'GET /api/tender/view/t-1': () => jsonResponse(200, aTenderDetail()),
      'GET /api/account/get-bookmark': () => jsonResponse(200, bookmarks([])),
      'PATCH /api/account/add-bookmark': () => jsonResponse(400, anError(400, 'BOOKMARK.INVALID', 'tender must be a list')),
    });
    const user = userEvent.setup();
    renderApp('/tender/t-1');
    await user.click(await screen.findByRole('button', { name: 'Bookmark' }));
    expect(await screen.findByText('Failed to add bookmark')).toBeInTheDocument();
  });

  it('requests a Tender Writer for this tender; Continue closes the dialog and goes to /v3/dashboard', async () => {
    signIn({ email: 'ada@provider.example' });
    const api = installFetch({
      ...common,
      'GET /api/tender/view/t-1': () => jsonResponse(200, aTenderDetail()),
      'GET /api/account/get-bookmark': () => jsonResponse(200, bookmarks([])),
      'POST /api/account/request-writer': () =>
        jsonResponse(200, { requestId: 'r-1', email: 'ada@provider.example', message: 'Your request…' }),
      'GET /api/tenders/filter-search': () =>
        jsonResponse(200, { foundTenders: [], count: 0, currentPage: 1, totalPages: 0, facets: undefined }),
      'GET /api/saved-search': () => jsonResponse(200, { foundSavedSearches: [], count: 0 }),
    });
    const user = userEvent.setup();
    const app = renderApp('/tender/t-1');
    await screen.findByRole('heading', { name: 'Home care and reablement services', level: 1 });
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Request a Tender Writer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tender Writer request received' });
    expect(api.callsTo('POST', '/api/account/request-writer')[0].body).toEqual({ tenderId: 't-1' });
    expect(dialog).toHaveTextContent('ada@provider.example');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location().pathname).toBe('/v3/dashboard'));
  });

  it('says when the tender does not exist', async () => {
    signIn();
    installFetch({
      ...common,
      'GET /api/tender/view/nope': () => jsonResponse(404, anError(404, 'TENDER.NOT_FOUND', 'No tender nope.')),
      'GET /api/account/get-bookmark': () => jsonResponse(200, bookmarks([])),
    });
    renderApp('/tender/nope');
    expect(await screen.findByText('Tender not found.')).toBeInTheDocument();
  });

  it('offers a retry when loading fails otherwise', async () => {
    signIn();
    installFetch({
      ...common,
      'GET /api/tender/view/t-1': () => jsonResponse(503, anError(503, 'SERVICE.UNAVAILABLE', 'Try again shortly.')),
      'GET /api/account/get-bookmark': () => jsonResponse(200, bookmarks([])),
    });
    renderApp('/tender/t-1');
    expect(await screen.findByText('The tender could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opens inside the expert dashboard for experts', async () => {
    signIn({ role: 'expert' });
    installFetch({
      ...common,
      'GET /api/tender/view/t-1': () => jsonResponse(200, aTenderDetail({ documents: [], lots: [], awards: [], buyerContact: null })),
      'GET /api/account/get-bookmark': () => jsonResponse(200, bookmarks([])),
    });
    renderApp('/v3/expert-dashboard/tenders/t-1');
    expect(await screen.findByRole('heading', { name: 'Home care and reablement services', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the search' })).toHaveAttribute('href', '/v3/expert-dashboard/tenders');
    expect(screen.getByText('No documents are attached to this notice.')).toBeInTheDocument();
    expect(screen.getByText('The notice gives no contact details.')).toBeInTheDocument();
  });
});
