import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams, UpdateParams } from 'react-admin';
import { renderAdmin } from '../../testing/render-admin';
import TendersWithoutLink from '../tenders-without-link';

const tender = (id: string, title: string) => ({
  id,
  title,
  buyerName: 'NHS Leeds',
  status: 'active',
  publishedDate: '2026-11-01',
  noticeUrl: null,
});

/** A server that lists tenders without a link and takes a link by PUT, as GET/PUT /api/admin/tenders do. */
function fakeTendersServer() {
  const rows = [tender('t1', 'Home care, Leeds'), tender('t2', 'Day services, York')];
  return {
    getList: jest.fn(async (_resource: string, params: GetListParams) => {
      const data = params.filter.noLink ? rows.filter((r) => !r.noticeUrl) : rows;
      return { data, total: data.length };
    }),
    update: jest.fn(async (_resource: string, params: UpdateParams) => {
      const row = rows.find((r) => r.id === params.id)!;
      Object.assign(row, { noticeUrl: params.data.noticeUrl });
      return { data: row };
    }),
  };
}

describe('tenders without a link: quick link entry', () => {
  it('lists with noLink=true, PUTs the link and the tender leaves the list', async () => {
    const server = fakeTendersServer();
    renderAdmin(<TendersWithoutLink />, { dataProvider: server, resource: 'tenders', path: '/tenders-without-link' });
    expect(await screen.findByText('Home care, Leeds')).toBeInTheDocument();
    expect(server.getList).toHaveBeenCalledWith('tenders', expect.objectContaining({ filter: { noLink: true } }));

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Notice link for Home care, Leeds' }),
      'https://www.find-tender.service.gov.uk/Notice/1',
    );
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(server.update).toHaveBeenCalledTimes(1));
    const [resource, params] = server.update.mock.calls[0];
    expect(resource).toBe('tenders');
    expect(params).toMatchObject({ id: 't1', data: { noticeUrl: 'https://www.find-tender.service.gov.uk/Notice/1' } });
    expect(await screen.findByText('Link added to "Home care, Leeds".')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Home care, Leeds')).not.toBeInTheDocument());
    expect(screen.getByText('Day services, York')).toBeInTheDocument();
  });

  it('refuses something that is not a web address without calling the server', async () => {
    const server = fakeTendersServer();
    renderAdmin(<TendersWithoutLink />, { dataProvider: server, resource: 'tenders', path: '/tenders-without-link' });
    const input = await screen.findByRole('textbox', { name: 'Notice link for Day services, York' });
    await userEvent.type(input, 'not a link');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add link' })[1]);
    expect(await screen.findByText('Enter a web address starting with https://')).toBeInTheDocument();
    expect(server.update).not.toHaveBeenCalled();
  });
});
