import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { renderAdmin } from '../../../testing/render-admin';
import DeadLetterShow from '../dead-letter-show';

const pending = {
  id: 'notifications:5f1c',
  service: 'notifications',
  consumer: 'SendMailOnPartnerApproved',
  eventName: 'accounts.partner.approved',
  eventId: 'ev-1',
  aggregateId: 'c-1',
  error: 'template partner-approved: missing companyName',
  attempts: 5,
  payload: { id: 'ev-1', type: 'accounts.partner.approved', payload: { companyId: 'c-1' } },
  failedAt: '2026-11-20T10:00:00.000Z',
  status: 'pending',
};

function setup(record: Record<string, unknown>, action: jest.Mock) {
  let current = { ...record };
  const dataProvider = {
    getOne: jest.fn(async () => ({ data: current })),
    deadLetterAction: jest.fn(async (id: string, name: string) => {
      const data = await action(id, name);
      current = data;
      return { data };
    }),
  };
  renderAdmin(<DeadLetterShow />, {
    dataProvider,
    resource: 'dead-letters',
    path: `/dead-letters/${encodeURIComponent(String(record.id))}/show`,
    route: '/dead-letters/:id/show',
  });
  return dataProvider;
}

describe('dead letter show and actions', () => {
  it('shows the error and the pretty-printed payload', async () => {
    setup(pending, jest.fn());
    expect(await screen.findByText('template partner-approved: missing companyName')).toBeInTheDocument();
    expect(screen.getByLabelText('Payload').textContent).toBe(JSON.stringify(pending.payload, null, 2));
  });

  it('replays: POSTs the action, reports success and shows the new status', async () => {
    const dataProvider = setup(
      pending,
      jest.fn(async () => ({ ...pending, status: 'replayed' })),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Replay accounts\.partner\.approved/ }));
    expect(dataProvider.deadLetterAction).toHaveBeenCalledWith('notifications:5f1c', 'replay');
    expect(await screen.findByText('Replayed: the consumer handled the event.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Replay/ })).not.toBeInTheDocument());
    expect(screen.getByText('replayed')).toBeInTheDocument();
  });

  it('a replay that fails again shows the 409 message and keeps the buttons', async () => {
    // react-admin logs every data provider failure in development; this one is expected.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setup(
      pending,
      jest.fn(async () => {
        throw new HttpError('Conflict', 409, {
          statusCode: 409,
          code: 'DEAD_LETTER.REPLAY_FAILED',
          message: 'SMTP refused: 550 mailbox unavailable',
        });
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Replay/ }));
    expect(await screen.findByText('Replay failed: SMTP refused: 550 mailbox unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Replay/ })).toBeEnabled();
  });

  it('discards only after confirmation', async () => {
    const dataProvider = setup(
      pending,
      jest.fn(async () => ({ ...pending, status: 'discarded' })),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Discard accounts/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dataProvider.deadLetterAction).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Discard/ }));
    await waitFor(() => expect(dataProvider.deadLetterAction).toHaveBeenCalledWith('notifications:5f1c', 'discard'));
    expect(await screen.findByText('Discarded.')).toBeInTheDocument();
  });

  it('offers no action on a dead letter that is no longer pending', async () => {
    setup({ ...pending, status: 'discarded' }, jest.fn());
    expect(await screen.findByText('discarded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Replay/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Discard/ })).not.toBeInTheDocument();
  });
});
