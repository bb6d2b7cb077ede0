import { screen, within } from '@testing-library/react';
import { renderAdmin } from '../../testing/render-admin';
import AuditShow from '../audit-show';
import { changeRows } from '../changes';

const entry = {
  id: 'a-17',
  at: '2026-11-21T09:15:00.000Z',
  actorId: 'u-admin',
  actorEmail: 'admin@jointly.test',
  service: 'tenders',
  action: 'tender.update',
  resource: 'tenders',
  resourceId: 't-1',
  summary: 'Edited "Home care, Leeds"',
  changes: {
    title: { from: 'Home care', to: 'Home care, Leeds' },
    documents: { from: [], to: ['spec.pdf'] },
    noticeUrl: { from: null, to: 'https://example.org/n/1' },
  },
};

describe('audit log', () => {
  it('maps changes to rows: fields sorted, nothing as —, lists as JSON', () => {
    expect(changeRows(entry.changes)).toEqual([
      { field: 'documents', from: '[]', to: '["spec.pdf"]' },
      { field: 'noticeUrl', from: '—', to: 'https://example.org/n/1' },
      { field: 'title', from: 'Home care', to: 'Home care, Leeds' },
    ]);
    expect(changeRows(null)).toEqual([]);
  });

  it('shows who did what and when, with the changes table', async () => {
    const getOne = jest.fn(async () => ({ data: entry }));
    renderAdmin(<AuditShow />, {
      dataProvider: { getOne },
      resource: 'audit-log',
      path: '/audit-log/a-17/show',
      route: '/audit-log/:id/show',
    });
    expect(await screen.findByText('admin@jointly.test')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('audit-log', expect.objectContaining({ id: 'a-17' }));
    expect(screen.getByText('tender.update')).toBeInTheDocument();
    expect(screen.getByText('Edited "Home care, Leeds"')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Changes' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['[]', '["spec.pdf"]'],
      ['—', 'https://example.org/n/1'],
      ['Home care', 'Home care, Leeds'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'title' })).toBeInTheDocument();
  });

  it('says so when an action changed no fields', async () => {
    renderAdmin(<AuditShow />, {
      dataProvider: { getOne: async () => ({ data: { ...entry, action: 'dead-letter.replay', changes: null } }) },
      resource: 'audit-log',
      path: '/audit-log/a-17/show',
      route: '/audit-log/:id/show',
    });
    expect(await screen.findByText('No field changes recorded.')).toBeInTheDocument();
  });
});
