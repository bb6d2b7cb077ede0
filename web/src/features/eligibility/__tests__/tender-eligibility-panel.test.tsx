import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDialogStore } from '@/stores/dialog-store';
import { anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';
import { aTenderDetail } from '@/testing/tender-builders';

const common = {
  'GET /api/notification/all/acc-1': () => jsonResponse(200, { foundNotifications: [], count: 0, currentPage: 1, totalPages: 0 }),
  'GET /api/tender/view/t-1': () => jsonResponse(200, aTenderDetail()),
  'GET /api/account/get-bookmark': () => jsonResponse(200, { bookmarks: [], tenderIds: [], count: 0 }),
  'GET /api/consortium/user-consortium/acc-1': () => jsonResponse(200, { foundConsortiums: [], count: 0 }),
  'GET /api/consortium-request/search': () => jsonResponse(200, { foundConsortiumRequests: [], count: 0, currentPage: 1, totalPages: 0 }),
  'GET /api/consortium-eligibility/for-tender/t-1': () => jsonResponse(200, { tenderId: 't-1', consortiums: [] }),
};
const check = {
  accountId: 'acc-1',
  tenderId: 't-1',
  tenderCriteriaId: 'tc-1',
  lot: null,
  derived: false,
  rating: 59,
  band: '59To0',
  breakdown: [
    {
      type: 'serviceCategory',
      weight: 3,
      mandatory: true,
      status: 'met',
      credit: 1,
      required: 'Works in CPV 85312400 (home care)',
      provided: 'Works in 85',
      requirement: { type: 'serviceCategory', cpvCodes: ['85312400'], weight: 3, mandatory: true },
    },
    {
      type: 'minimumTurnover',
      weight: 2,
      mandatory: false,
      status: 'partial',
      credit: 0.6,
      required: 'Annual turnover of at least £500,000',
      provided: '£300,000',
      requirement: { type: 'minimumTurnover', minimum: 500000, weight: 2, mandatory: false },
    },
    {
      type: 'certification',
      weight: 1,
      mandatory: true,
      status: 'unmet',
      credit: 0,
      required: 'CQC registration',
      provided: null,
      requirement: { type: 'certification', name: 'CQC registration', weight: 1, mandatory: true },
    },
  ],
  gaps: [
    { type: 'certification', mandatory: true, required: 'CQC registration', provided: null, message: 'CQC registration is missing' },
    {
      type: 'minimumTurnover',
      mandatory: false,
      required: '£500,000',
      provided: '£300,000',
      message: 'Annual turnover £300,000 of the £500,000 required',
    },
  ],
};

describe('"Your eligibility" on /tender/{id}', () => {
  it('checks the provider against the tender and shows rating, band, breakdown, gaps and where to close them', async () => {
    signIn();
    useDialogStore.getState().setShowConsortiumMatchingCompanies(false);
    const api = installFetch({ ...common, 'GET /api/tender-criteria/check-status': () => jsonResponse(200, check) });
    renderApp('/tender/t-1');
    const panel = await screen.findByRole('region', { name: 'Your eligibility' });
    expect(await within(panel).findByLabelText('Rating 59 out of 100')).toBeInTheDocument();
    expect(within(panel).getByText('59 · Weak fit')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/tender-criteria/check-status')[0].url).toBe(
      '/api/tender-criteria/check-status?tenderCriteria=t-1&account=acc-1',
    );

    const rows = within(within(panel).getByRole('table', { name: 'Eligibility breakdown' })).getAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Service category (mandatory)', 'Works in CPV 85312400 (home care)', 'Works in 85', 'Met'],
      ['Annual turnover', 'Annual turnover of at least £500,000', '£300,000', 'Partly met'],
      ['Certification (mandatory)', 'CQC registration', 'Not stated', 'Not met'],
    ]);
    const gaps = within(panel).getByRole('list', { name: 'Gaps to close' });
    expect(
      within(gaps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CQC registration is missing (mandatory)', 'Annual turnover £300,000 of the £500,000 required']);
    expect(within(panel).getByRole('link', { name: 'Find experts for this tender' })).toHaveAttribute(
      'href',
      '/v3/dashboard/expert-finder?tender=t-1',
    );
    expect(within(panel).getByRole('link', { name: 'Update your criteria' })).toHaveAttribute(
      'href',
      '/v3/user/update-profile#eligibility-criteria',
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'Find consortium partners' }));
    expect(useDialogStore.getState().showConsortiumMatchingCompanies).toBe(true);
  });

  it('says whether each certification held is evidenced by an uploaded certificate or only claimed', async () => {
    signIn();
    const certification = (name: string, provided: string, evidence: 'evidenced' | 'claimed') => ({
      type: 'certification',
      weight: 1,
      mandatory: false,
      status: 'met',
      credit: 1,
      required: name,
      provided,
      evidence,
      requirement: { type: 'certification', name, weight: 1, mandatory: false },
    });
    const evidenced = {
      ...check,
      rating: 100,
      band: '100To90',
      breakdown: [
        certification('ISO 27001', 'ISO 27001 information security — evidenced by an uploaded certificate', 'evidenced'),
        certification('CQC registration', 'CQC registration — claimed on your profile, no certificate uploaded', 'claimed'),
      ],
      gaps: [],
    };
    installFetch({ ...common, 'GET /api/tender-criteria/check-status': () => jsonResponse(200, evidenced) });
    renderApp('/tender/t-1');
    const panel = await screen.findByRole('region', { name: 'Your eligibility' });
    const rows = within(await within(panel).findByRole('table', { name: 'Eligibility breakdown' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual([
      'ISO 27001 information security — evidenced by an uploaded certificateEvidenced',
      'CQC registration — claimed on your profile, no certificate uploadedNot evidenced',
    ]);
  });

  it('shows how each of the company’s consortiums rates ("You: 59 — with X: 92") and where derived criteria come from', async () => {
    signIn();
    const derivedCheck = {
      ...check,
      derived: true,
      breakdown: check.breakdown.map((outcome, index) =>
        index === 1 ? { ...outcome, requirement: { ...outcome.requirement, source: 'tender.value + tender.contractPeriod' } } : outcome,
      ),
    };
    installFetch({
      ...common,
      'GET /api/tender-criteria/check-status': () => jsonResponse(200, derivedCheck),
      'GET /api/consortium-eligibility/for-tender/t-1': () =>
        jsonResponse(200, {
          tenderId: 't-1',
          consortiums: [{ consortiumId: 'k-1', consortiumName: 'North Care Partnership', rating: 92, band: '100To90', leadRating: 59 }],
        }),
      'GET /api/consortium-eligibility/k-1/tender/t-1': () =>
        jsonResponse(200, {
          ...check,
          consortiumId: 'k-1',
          consortiumName: 'North Care Partnership',
          rating: 92,
          band: '100To90',
          leadRating: 59,
          members: [],
          gaps: [check.gaps[1]],
          contributions: [
            { outcome: check.breakdown[0], leadStatus: 'met', closedBy: [], explanation: 'You meet this' },
            { outcome: check.breakdown[2], leadStatus: 'unmet', closedBy: [], explanation: 'Bright Futures closes this: CQC registration' },
          ],
        }),
    });
    renderApp('/tender/t-1');
    const panel = await screen.findByRole('region', { name: 'Your eligibility' });
    const line = await within(panel).findByRole('list', { name: 'With your consortiums' });
    expect(within(line).getByRole('listitem').textContent).toContain('You: 59 — with North Care Partnership: 92');
    expect(within(line).getByRole('link', { name: 'North Care Partnership' })).toHaveAttribute('href', '/consortium/k-1');
    expect(within(panel).getByText('Derived from tender.value + tender.contractPeriod')).toBeInTheDocument();

    await userEvent.click(within(line).getByRole('button', { name: 'Who closes which gap' }));
    const how = await within(panel).findByRole('list', { name: 'How North Care Partnership meets this tender' });
    expect(
      within(how)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['You meet this', 'Bright Futures closes this: CQC registration']);
    expect(within(panel).getByText('Gaps no member closes: £500,000')).toBeInTheDocument();
  });

  it('says so when the tender cannot be rated (404) and offers a retry on other failures', async () => {
    signIn();
    installFetch({
      ...common,
      'GET /api/tender-criteria/check-status': () => jsonResponse(404, anError(404, 'TENDER.NOT_FOUND', 'Tender not found.')),
    });
    const app = renderApp('/tender/t-1');
    const panel = await screen.findByRole('region', { name: 'Your eligibility' });
    expect(await within(panel).findByText('This tender cannot be rated yet.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    app.unmount();

    installFetch({ ...common, 'GET /api/tender-criteria/check-status': () => jsonResponse(500, anError(500, 'INTERNAL', 'Boom')) });
    renderApp('/tender/t-1');
    const again = await screen.findByRole('region', { name: 'Your eligibility' });
    expect(await within(again).findByText('Your eligibility could not be checked.')).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is not shown to experts', async () => {
    signIn({ role: 'expert' });
    const api = installFetch({ ...common, 'GET /api/notification/all/acc-1': common['GET /api/notification/all/acc-1'] });
    renderApp('/v3/expert-dashboard/tenders/t-1');
    expect(await screen.findByRole('heading', { name: 'Home care and reablement services', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your eligibility' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/tender-criteria/check-status')).toHaveLength(0);
  });
});
