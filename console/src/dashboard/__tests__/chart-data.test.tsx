import { render, screen, within } from '@testing-library/react';
import { BarChart } from '../bar-chart';
import {
  categoryChart,
  mailChart,
  messageChart,
  revenueChart,
  signupChart,
  statusChart,
  valueBandChart,
  type TenderAggregate,
} from '../chart-data';

const aggregate: TenderAggregate = {
  total: 42,
  open: 20,
  closingThisWeek: 3,
  byStatus: { planned: 2, active: 20, closed: 15, awarded: 4, cancelled: 1 },
  byCategory: [
    { division: '85', label: 'Health and social work services', count: 30 },
    { division: '79', label: null, count: 5 },
    { division: '45', label: 'Construction work', count: 7 },
  ],
  byRegion: [{ region: 'London', count: 9 }],
  byValueBand: [
    { band: 'under-10k', count: 1 },
    { band: '10k-100k', count: 10 },
    { band: 'no-value', count: 4 },
  ],
  generatedAt: '2026-11-22T10:00:00.000Z',
};

describe('dashboard chart data', () => {
  it('sign-ups: one stacked series per account type, oldest week first', () => {
    const chart = signupChart([
      { week: '2026-W41', weekStart: '2026-10-05', provider: 3, expert: 1, staff: 0, admin: 0 },
      { week: '2026-W40', weekStart: '2026-09-28', provider: 5, expert: 0, staff: 2, admin: 1 },
    ]);
    expect(chart.categories).toEqual(['w/c 28 Sept', 'w/c 5 Oct']);
    expect(chart.series).toEqual([
      { key: 'provider', label: 'Providers', values: [5, 3] },
      { key: 'expert', label: 'Experts', values: [0, 1] },
      { key: 'staff', label: 'Staff', values: [2, 0] },
      { key: 'admin', label: 'Admins', values: [1, 0] },
    ]);
  });

  it('messages: one series per day, oldest first, days without messages count as zero', () => {
    const chart = messageChart([
      { day: '2026-11-03', messages: 12 },
      { day: '2026-11-01', messages: 5 },
    ]);
    expect(chart.categories).toEqual(['1 Nov', '2 Nov', '3 Nov']);
    expect(chart.series).toEqual([{ key: 'messages', label: 'Messages', values: [5, 0, 12] }]);
    expect(messageChart([])).toEqual({ categories: [], series: [{ key: 'messages', label: 'Messages', values: [] }] });
  });

  it('mail: sent and failed per day, days without mail count as zero', () => {
    const chart = mailChart([
      { day: '2026-11-03', sent: 4, failed: 1 },
      { day: '2026-11-01', sent: 7, failed: 0 },
    ]);
    expect(chart.categories).toEqual(['1 Nov', '2 Nov', '3 Nov']);
    expect(chart.series).toEqual([
      { key: 'sent', label: 'Sent', values: [7, 0, 4] },
      { key: 'failed', label: 'Failed', values: [0, 0, 1] },
    ]);
    expect(mailChart([])).toEqual({
      categories: [],
      series: [
        { key: 'sent', label: 'Sent', values: [] },
        { key: 'failed', label: 'Failed', values: [] },
      ],
    });
  });

  it('tenders: statuses in lifecycle order, value bands labelled, the biggest categories first with the rest as Other', () => {
    expect(statusChart(aggregate)).toEqual({
      categories: ['Planned', 'Active', 'Closed', 'Awarded', 'Cancelled'],
      series: [{ key: 'tenders', label: 'Tenders', values: [2, 20, 15, 4, 1] }],
    });
    expect(valueBandChart(aggregate).categories).toEqual(['Under £10k', '£10k–£100k', 'No value']);
    expect(categoryChart(aggregate, 2)).toEqual({
      categories: ['Health and social work services (85)', 'Construction work (45)', 'Other'],
      series: [{ key: 'tenders', label: 'Tenders', values: [30, 7, 5] }],
    });
    expect(categoryChart(aggregate).categories).toContain('CPV 79');
  });
});

describe('BarChart', () => {
  it('is a titled figure with a summary for screen readers, a legend and the numbers as a table', () => {
    render(
      <BarChart
        title="Mail sent and failed per day"
        unit="e-mails"
        data={mailChart([
          { day: '2026-11-01', sent: 7, failed: 0 },
          { day: '2026-11-02', sent: 2, failed: 3 },
        ])}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Mail sent and failed per day' });
    expect(within(figure).getByRole('img')).toHaveAccessibleName(
      'Mail sent and failed per day: 12 e-mails over 2 bars, most in 1 Nov (7).',
    );
    expect(within(figure).getByRole('list', { name: 'Mail sent and failed per day: legend' })).toHaveTextContent('SentFailed');
    const table = within(figure).getByRole('table', { name: 'Mail sent and failed per day' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([expect.stringContaining('SentFailedTotal'), '1 Nov707', '2 Nov235']);
  });

  it('says when there is no data', () => {
    render(<BarChart title="Sign-ups" unit="sign-ups" data={{ categories: [], series: [] }} />);
    expect(screen.getByRole('figure', { name: 'Sign-ups' })).toHaveTextContent('No data yet.');
  });
});

describe('revenueChart', () => {
  it('charts revenue per month as paid, not yet due and overdue pounds', () => {
    const chart = revenueChart([
      { month: '2026-04', invoicedPence: 10000, paidPence: 5880, outstandingPence: 0, overduePence: 4120 },
      { month: '2026-03', invoicedPence: 4900, paidPence: 4900, outstandingPence: 0, overduePence: 0 },
    ]);
    expect(chart.categories).toEqual(['Mar 2026', 'Apr 2026']);
    expect(chart.series.map((s) => [s.key, s.values])).toEqual([
      ['paid', [49, 58.8]],
      ['outstanding', [0, 0]],
      ['overdue', [0, 41.2]],
    ]);
  });
});
