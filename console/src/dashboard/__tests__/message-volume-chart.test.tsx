import { screen } from '@testing-library/react';
import { renderAdmin } from '../../testing/render-admin';
import { MessageVolumeChart } from '../message-volume-chart';

const stats = jest.fn();
jest.mock('../stats-api', () => ({ ...jest.requireActual('../stats-api'), useMessageStats: () => stats() }));

describe('message volume chart', () => {
  it('totals the days and draws them', () => {
    stats.mockReturnValue({
      data: [
        { day: '2026-11-24', messages: 7 },
        { day: '2026-11-25', messages: 3 },
      ],
      isPending: false,
      error: null,
    });
    renderAdmin(<MessageVolumeChart />, { dataProvider: {}, resource: 'messages' });
    expect(screen.getByText('10 messages in the last 30 days')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Messages per day (last 30 days)' });
    expect(table).toHaveTextContent('24 Nov');
    expect(table).toHaveTextContent('7');
  });

  it('says when the figures cannot be loaded', () => {
    stats.mockReturnValue({ data: undefined, isPending: false, error: new Error('Service unavailable') });
    renderAdmin(<MessageVolumeChart />, { dataProvider: {}, resource: 'messages' });
    expect(screen.getByRole('alert')).toHaveTextContent('The message figures could not be loaded: Service unavailable');
  });
});
