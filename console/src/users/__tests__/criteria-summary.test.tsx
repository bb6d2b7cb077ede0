import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { renderAdmin } from '../../testing/render-admin';
import { CriteriaSummary } from '../criteria-summary';

const provider = { id: 'u-1', email: 'care@example.org', accountType: 'provider' };
const expert = { id: 'u-2', email: 'bid@example.org', accountType: 'expert' };

function setup(account: Record<string, unknown>, getManyReference: jest.Mock) {
  renderAdmin(
    <RecordContextProvider value={account}>
      <CriteriaSummary />
    </RecordContextProvider>,
    { dataProvider: { getManyReference }, resource: 'users' },
  );
}

describe('criteria summary on the user show page', () => {
  it("shows a provider's user criteria", async () => {
    const getManyReference = jest.fn(async () => ({
      data: [
        {
          id: 'uc-1',
          accountId: 'u-1',
          serviceCategories: ['85000000'],
          regions: ['Yorkshire and the Humber'],
          annualTurnover: 2500000,
          yearsTrading: 12,
          staffCount: 80,
          certifications: ['CQC registration', 'ISO 9001'],
          insuranceLevel: 5000000,
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
      total: 1,
    }));
    setup(provider, getManyReference);
    expect(await screen.findByText('Yorkshire and the Humber')).toBeInTheDocument();
    expect(getManyReference).toHaveBeenCalledWith('user-criteria', expect.objectContaining({ target: 'accountId', id: 'u-1' }));
    expect(screen.getByText('CQC registration')).toBeInTheDocument();
    expect(screen.getByText('£2,500,000')).toBeInTheDocument();
    expect(screen.getByText('£5,000,000')).toBeInTheDocument();
  });

  it("shows an expert's expert criteria", async () => {
    const getManyReference = jest.fn(async () => ({
      data: [
        {
          id: 'ec-1',
          accountId: 'u-2',
          headline: 'Bid writer for NHS frameworks',
          expertise: ['Bid writing'],
          sectors: ['85'],
          regions: ['London'],
          yearsExperience: 9,
          dayRate: 650,
          availability: 'limited',
          bio: null,
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
      total: 1,
    }));
    setup(expert, getManyReference);
    expect(await screen.findByText('Bid writer for NHS frameworks')).toBeInTheDocument();
    expect(getManyReference).toHaveBeenCalledWith('expert-criteria', expect.objectContaining({ target: 'accountId', id: 'u-2' }));
    expect(screen.getByText('Limited')).toBeInTheDocument();
    expect(screen.getByText('£650')).toBeInTheDocument();
  });

  it('says when none were entered, and when they could not be loaded', async () => {
    setup(
      provider,
      jest.fn(async () => ({ data: [], total: 0 })),
    );
    expect(await screen.findByText('No criteria entered yet.')).toBeInTheDocument();
  });

  it('shows the error when loading fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setup(
      expert,
      jest.fn(async () => Promise.reject(new Error('eligibility is down'))),
    );
    expect(await screen.findByText(/Could not load the criteria: eligibility is down/)).toBeInTheDocument();
  });

  it('staff and admins have no criteria', async () => {
    const getManyReference = jest.fn();
    setup({ id: 'u-3', accountType: 'staff' }, getManyReference);
    expect(await screen.findByText('Staff and admin accounts have no eligibility criteria.')).toBeInTheDocument();
    expect(getManyReference).not.toHaveBeenCalled();
  });
});
