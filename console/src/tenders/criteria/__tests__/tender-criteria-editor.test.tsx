import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAdmin } from '../../../testing/render-admin';
import TenderCriteriaEditor from '../tender-criteria-editor';
import { toRequirements, newRow } from '../requirement-rows';

const TENDER = '6b1f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d';
const derived = {
  id: TENDER,
  tenderId: TENDER,
  lot: null,
  derived: true,
  createdBy: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  requirements: [
    { type: 'serviceCategory', cpvCodes: ['85311000'], weight: 3, mandatory: true, source: 'tender.items.classification' },
    { type: 'minimumTurnover', minimum: 500000, weight: 2, mandatory: false, source: 'tender.value' },
  ],
};
const preview = {
  tenderId: TENDER,
  lot: null,
  providers: 40,
  before: { '100To90': 10, '89To80': 5, '79To70': 5, '69To60': 5, '59To0': 15 },
  after: { '100To90': 4, '89To80': 5, '79To70': 5, '69To60': 5, '59To0': 21 },
  moves: [{ from: '100To90', to: '59To0', count: 6 }],
  movedUp: 0,
  movedDown: 6,
  unchanged: 34,
};

function setup(overrides: Record<string, jest.Mock> = {}) {
  const dataProvider = {
    getOne: jest.fn(async () => ({ data: { id: TENDER, title: 'Supported living, Durham' } })),
    tenderCriteria: jest.fn(async () => ({ foundCriteria: [derived], count: 1, currentPage: 1, totalPages: 1 })),
    previewTenderCriteria: jest.fn(async () => preview),
    saveTenderCriteria: jest.fn(async () => ({
      tenderCriteria: { ...derived, derived: false },
      message: 'Tender criteria added successfully!',
    })),
    ...overrides,
  };
  renderAdmin(<TenderCriteriaEditor />, {
    dataProvider,
    resource: 'tenders',
    path: `/tenders/${TENDER}/criteria`,
    route: '/tenders/:id/criteria',
  });
  return dataProvider;
}

describe('tender criteria editor with the band-move preview', () => {
  it('loads the tender’s criteria (derived ones marked with their source)', async () => {
    const dataProvider = setup();
    expect(await screen.findByDisplayValue('85311000')).toBeInTheDocument();
    expect(dataProvider.tenderCriteria).toHaveBeenCalledWith(TENDER);
    expect(screen.getByText(/derived from the notice/)).toBeInTheDocument();
    expect(screen.getByText('Derived from tender.value')).toBeInTheDocument();
  });

  const button = (name: string) => screen.getByText(name).closest('button')!;

  it('previews exactly these criteria and shows who would move band', async () => {
    const dataProvider = setup();
    await screen.findByDisplayValue('85311000');
    fireEvent.click(button('Add a requirement'));
    fireEvent.change(screen.getAllByLabelText('Asks for')[2], { target: { value: '85' } });
    fireEvent.click(button('Preview band moves'));
    expect(await screen.findByText('If saved: 0 of 40 providers move up, 6 move down, 34 stay')).toBeInTheDocument();
    expect(screen.getByText('6 providers: 90–100 → 0–59')).toBeInTheDocument();
    expect(dataProvider.previewTenderCriteria).toHaveBeenCalledWith({
      tender: TENDER,
      lot: null,
      requirements: [
        { type: 'serviceCategory', cpvCodes: ['85311000'], weight: 3, mandatory: true },
        { type: 'minimumTurnover', minimum: 500000, weight: 2, mandatory: false },
        { type: 'serviceCategory', cpvCodes: ['85'], weight: 1, mandatory: false },
      ],
    });
  });

  it('saves only after a preview of the criteria as they stand (an edit asks for a new one)', async () => {
    const dataProvider = setup();
    await screen.findByDisplayValue('85311000');
    expect(button('Save criteria')).toBeDisabled();
    fireEvent.click(button('Preview band moves'));
    await screen.findByText('6 providers: 90–100 → 0–59');
    const weight = screen.getAllByLabelText('Weight')[1];
    fireEvent.change(weight, { target: { value: '3' } });
    expect(button('Save criteria')).toBeDisabled();
    fireEvent.change(weight, { target: { value: '2' } });
    expect(button('Save criteria')).toBeEnabled();
    fireEvent.click(button('Save criteria'));
    await waitFor(() => expect(dataProvider.saveTenderCriteria).toHaveBeenCalledTimes(1));
    expect(dataProvider.saveTenderCriteria.mock.calls[0]).toEqual(dataProvider.previewTenderCriteria.mock.calls[0]);
    expect(await screen.findByText(/Tender criteria added successfully! The tender is being re-rated./)).toBeInTheDocument();
  });

  it('says what is wrong before asking the server, and shows the server’s 400 message', async () => {
    const previewTenderCriteria = jest.fn(async () => {
      const { HttpError } = await import('react-admin');
      throw new HttpError('Bad Request', 400, { message: 'requirements[0].cpvCodes must be CPV codes' });
    });
    setup({ previewTenderCriteria });
    await screen.findByDisplayValue('85311000');
    fireEvent.change(screen.getAllByLabelText('Asks for')[1], { target: { value: 'lots' } });
    fireEvent.click(button('Preview band moves'));
    expect(await screen.findByText('Row 2: the minimum must be a whole number.')).toBeInTheDocument();
    expect(previewTenderCriteria).not.toHaveBeenCalled();
    fireEvent.change(screen.getAllByLabelText('Asks for')[1], { target: { value: '500000' } });
    fireEvent.click(button('Preview band moves'));
    expect(await screen.findByText('requirements[0].cpvCodes must be CPV codes')).toBeInTheDocument();
  });

  it('shows an error with a retry when the criteria cannot be loaded', async () => {
    const tenderCriteria = jest
      .fn()
      .mockRejectedValueOnce(new Error('Service unavailable'))
      .mockResolvedValue({ foundCriteria: [derived] });
    setup({ tenderCriteria });
    expect(await screen.findByText(/could not be loaded: Service unavailable/)).toBeInTheDocument();
    fireEvent.click(button('Retry'));
    expect(await screen.findByDisplayValue('85311000')).toBeInTheDocument();
  });
});

describe('toRequirements', () => {
  it('reads lists, names and amounts, and names the first bad row', () => {
    expect(
      toRequirements([
        newRow({ type: 'region', value: 'North East, London', weight: '2', mandatory: true }),
        newRow({ type: 'insurance', value: '£5,000,000' }),
        newRow({ type: 'certification', value: ' ISO 9001 ' }),
      ]),
    ).toEqual({
      ok: true,
      requirements: [
        { type: 'region', regions: ['North East', 'London'], weight: 2, mandatory: true },
        { type: 'insurance', minimum: 5000000, weight: 1, mandatory: false },
        { type: 'certification', name: 'ISO 9001', weight: 1, mandatory: false },
      ],
    });
    expect(toRequirements([newRow({ value: '85', weight: '0' })])).toEqual({
      ok: false,
      message: 'Row 1: the weight must be a whole number from 1 to 100.',
    });
    expect(toRequirements([])).toEqual({ ok: false, message: 'Add at least one requirement.' });
  });
});
