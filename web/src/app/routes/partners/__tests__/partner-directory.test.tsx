import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch, jsonResponse, type RecordedCall } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

const enums = {
  sectors: [],
  serviceCategories: [{ id: 'home-care', label: 'Home care' }],
  regions: ['London', 'North West'],
  companySizes: [],
  certifications: [],
};
const partner = (id: string, companyName: string, extra: Record<string, unknown> = {}) => ({
  id,
  companyName,
  sector: 'Health and social care',
  description: `${companyName} runs care services.`,
  regions: ['London'],
  serviceCategories: ['home-care'],
  ...extra,
});
const paramsOf = (call: RecordedCall) => new URL(call.url, 'http://localhost').searchParams;

function fakes(search: (call: RecordedCall) => Response, all?: () => Response) {
  return installFetch({
    'GET /api/notification/all/acc-1': () => jsonResponse(200, { foundNotifications: [], count: 0, currentPage: 1, totalPages: 0 }),
    'GET /api/generic-apis/all-enum': () => jsonResponse(200, enums),
    'GET /api/partner/search': search,
    ...(all ? { 'GET /api/partner/all': all } : {}),
  });
}

describe('/v3/dashboard/partners: the partner directory', () => {
  it('lists verified partners, searches by words, region and service, and pages', async () => {
    signIn();
    const api = fakes((call) => {
      const page = Number(paramsOf(call).get('page'));
      return jsonResponse(200, {
        foundTalents: [partner(`p-${page}`, page === 1 ? 'Acme Care Ltd' : 'Beacon Homecare', { website: 'javascript:alert(1)' })],
        count: 11,
        currentPage: page,
        totalPages: 2,
      });
    });
    const user = userEvent.setup();
    renderApp('/v3/dashboard/partners');
    expect(await screen.findByRole('heading', { name: 'Partner directory', level: 1 })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Acme Care Ltd' });
    expect(within(card).getByText('Home care')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '11 partners' })).toBeInTheDocument();
    expect(paramsOf(api.callsTo('GET', '/api/partner/search')[0]).get('limit')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Beacon Homecare' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Company, description or sector' }), 'care{Enter}');
    await waitFor(() => expect(paramsOf(api.calls.at(-1)!).get('query')).toBe('care'));
    expect(paramsOf(api.calls.at(-1)!).get('page')).toBe('1');
  });

  it('says when nothing matches', async () => {
    signIn();
    fakes(() => jsonResponse(200, { foundTalents: [], count: 0, currentPage: 1, totalPages: 1 }));
    renderApp('/v3/dashboard/partners?query=zzz');
    expect(await screen.findByText('No partners match this search.')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    signIn();
    let fail = true;
    fakes(() =>
      fail
        ? jsonResponse(500, { message: 'Search is down' })
        : jsonResponse(200, { foundTalents: [partner('p1', 'Acme Care Ltd')], count: 1, currentPage: 1, totalPages: 1 }),
    );
    const user = userEvent.setup();
    renderApp('/v3/dashboard/partners');
    expect(await screen.findByText('The partners could not be searched.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Acme Care Ltd' })).toBeInTheDocument();
  });

  it('lists every partner A–Z from /partner/all', async () => {
    signIn();
    const api = fakes(
      () => jsonResponse(200, { foundTalents: [], count: 0, currentPage: 1, totalPages: 1 }),
      () => jsonResponse(200, { foundTalents: [partner('a', 'Acme Care Ltd'), partner('b', 'Beacon Homecare')], count: 2 }),
    );
    const user = userEvent.setup();
    renderApp('/v3/dashboard/partners');
    await user.click(await screen.findByRole('button', { name: 'Show every partner, A–Z' }));
    expect(await screen.findByRole('heading', { name: 'All 2 verified partners, A–Z' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/partner/all')).toHaveLength(1);
  });
});
