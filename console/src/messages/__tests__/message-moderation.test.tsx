import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { renderAdmin } from '../../testing/render-admin';
import MessageModeration from '../message-moderation';
import { moderationErrors, removeReportedMessage } from '../messages-api';

jest.mock('../messages-api', () => ({
  ...jest.requireActual('../messages-api'),
  removeReportedMessage: jest.fn(),
}));

const remove = removeReportedMessage as jest.MockedFunction<typeof removeReportedMessage>;
const ID = '6f1c1d2e-8a4b-4c3d-9e2f-0a1b2c3d4e5f';

function setup() {
  renderAdmin(<MessageModeration chart={<p>the volume chart</p>} />, { dataProvider: {}, resource: 'messages' });
}
/** The admin pastes the id from the report (and a reason). */
async function paste(label: RegExp, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

describe('messages moderation', () => {
  beforeEach(() => remove.mockReset());

  it('shows the message volume chart it is given', () => {
    setup();
    expect(within(screen.getByRole('region', { name: 'Message volume' })).getByText('the volume chart')).toBeInTheDocument();
  });

  it('checks the id and the reason before asking, and sends nothing while they are wrong', async () => {
    setup();
    await paste(/Message id/, 'not-an-id');
    await userEvent.click(screen.getByRole('button', { name: 'Remove message' }));
    expect(screen.getByText('Paste the message id from the report (a UUID).')).toBeInTheDocument();
    expect(screen.getByText('Say why the message is removed (at least 3 characters).')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });

  it('asks for confirmation, removes by id with the reason, and clears the form', async () => {
    remove.mockResolvedValue(undefined);
    setup();
    await paste(/Message id/, ` ${ID} `);
    await paste(/Reason/, 'Abusive language, reported by Birch Homecare');
    await userEvent.click(screen.getByRole('button', { name: 'Remove message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(remove).toHaveBeenCalledWith(ID, 'Abusive language, reported by Birch Homecare');
    expect(await screen.findByText(/Message removed\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Message id/)).toHaveValue(''));
  });

  it("shows the server's refusal (an unknown message) and keeps what was typed", async () => {
    remove.mockRejectedValue(new HttpError('Not Found', 404, { message: `Message ${ID} not found.` }));
    setup();
    await paste(/Message id/, ID);
    await paste(/Reason/, 'Spam');
    await userEvent.click(screen.getByRole('button', { name: 'Remove message' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Message ${ID} not found.`);
    expect(screen.getByLabelText(/Message id/)).toHaveValue(ID);
  });

  it('validates like the server: 3–500 characters of reason, a UUID', () => {
    expect(moderationErrors(ID, 'ok!')).toEqual({});
    expect(moderationErrors(ID, 'x'.repeat(501)).reason).toMatch(/at most 500/);
    expect(moderationErrors('123', 'Spam').messageId).toBeDefined();
  });
});
