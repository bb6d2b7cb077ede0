import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anError } from '@/testing/account-builders';
import { aConsortium, paged } from '@/testing/consortium-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';
import { applyLiveEvent } from '@/features/messages/live/live-channel';
import { queryClient } from '@/lib/query-client';

const LEFT_ALONE = aConsortium({
  memberCount: 1,
  members: [{ companyId: 'co-1', companyName: 'Care & Co', role: 'lead', joinedAt: '2026-10-01T09:00:00.000Z' }],
});

/** The consortium page's reads (c1: lead co-1 "Care & Co", member co-2 "Bright Futures Care"), plus `overrides`. */
function consortiumApi(overrides: Record<string, Parameters<typeof installFetch>[0][string]> = {}) {
  return installFetch({
    'GET /api/consortium/view/c1': () => jsonResponse(200, aConsortium()),
    'GET /api/consortium-request/search': () => jsonResponse(200, paged('foundConsortiumRequests', [])),
    'GET /api/consortium-bid/search': () => jsonResponse(200, paged('foundConsortiumBids', [])),
    'GET /api/consortium-eligibility/c1': () =>
      jsonResponse(200, { consortiumId: 'c1', consortiumName: 'North West Care Alliance', members: [], tenders: [] }),
    ...overrides,
  });
}

const membersList = () => screen.getByRole('list', { name: 'Members' });

describe('/consortium/{id}: leaving and removing member companies', () => {
  it('offers the lead company "Remove" on the other members only, and no "Leave consortium"', async () => {
    signIn({ companyId: 'co-1' });
    consortiumApi();
    renderApp('/consortium/c1');
    await screen.findByRole('heading', { name: 'North West Care Alliance', level: 1 });
    const [lead, member] = within(membersList()).getAllByRole('listitem');
    expect(within(member).getByRole('button', { name: 'Remove Bright Futures Care' })).toBeInTheDocument();
    expect(within(lead).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave consortium' })).not.toBeInTheDocument();
  });

  it('offers a member company "Leave consortium" and no "Remove" on anyone', async () => {
    signIn({ companyId: 'co-2' });
    consortiumApi();
    renderApp('/consortium/c1');
    await screen.findByRole('heading', { name: 'North West Care Alliance', level: 1 });
    expect(screen.getByRole('button', { name: 'Leave consortium' })).toBeInTheDocument();
    expect(within(membersList()).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('offers neither to a user without a company', async () => {
    signIn({ companyId: null });
    consortiumApi();
    renderApp('/consortium/c1');
    await screen.findByRole('heading', { name: 'North West Care Alliance', level: 1 });
    expect(screen.queryByRole('button', { name: 'Leave consortium' })).not.toBeInTheDocument();
    expect(within(membersList()).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('removes a member after confirmation (keyboard only), and the list shows the consortium without it', async () => {
    signIn({ companyId: 'co-1' });
    let current = aConsortium();
    const api = consortiumApi({
      'GET /api/consortium/view/c1': () => jsonResponse(200, current),
      'DELETE /api/consortium/c1/members/co-2': () => {
        current = LEFT_ALONE;
        return jsonResponse(200, { consortium: current, message: 'Member removed.' });
      },
    });
    renderApp('/consortium/c1');
    const remove = await screen.findByRole('button', { name: 'Remove Bright Futures Care' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Remove Bright Futures Care from North West Care Alliance?' });
    // Focus starts on Cancel, so a stray Enter does not remove anyone; Tab reaches the confirming button.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Remove member' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(api.callsTo('DELETE', '/api/consortium/c1/members/co-2')).toHaveLength(1));
    expect(await screen.findByText('Bright Futures Care was removed from North West Care Alliance.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Members (1)', level: 2 })).toHaveFocus();
    const rows = within(membersList()).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getByText('Care & Co')).toBeInTheDocument();
    expect(screen.getByText('Led by Care & Co · 1 member')).toBeInTheDocument();
  });

  it('closes on Escape without calling the server', async () => {
    signIn({ companyId: 'co-1' });
    const api = consortiumApi();
    renderApp('/consortium/c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Bright Futures Care' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/consortium/c1/members/co-2')).toHaveLength(0);
    expect(within(membersList()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the server’s refusal in the dialog and keeps the member listed', async () => {
    signIn({ companyId: 'co-1' });
    const api = consortiumApi({
      'DELETE /api/consortium/c1/members/co-2': () =>
        jsonResponse(403, anError(403, 'CONSORTIUM.NOT_ALLOWED_TO_REMOVE', 'Only the lead company can remove other members.')),
    });
    renderApp('/consortium/c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Bright Futures Care' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only the lead company can remove other members.');
    expect(api.callsTo('DELETE', '/api/consortium/c1/members/co-2')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Remove member' })).toBeEnabled();

    // Closing forgets the refusal: the member is still listed, and the dialog opens clean next time.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(membersList()).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bright Futures Care' }));
    expect(within(await screen.findByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets a member company leave: after confirmation its user lands on the consortium dashboard, told so', async () => {
    signIn({ companyId: 'co-2' });
    const api = consortiumApi({
      'DELETE /api/consortium/c1/members/co-2': () => jsonResponse(200, { message: 'You left the consortium.' }),
      'GET /api/consortium/user-consortium/acc-1': () => jsonResponse(200, { foundConsortiums: [], count: 0 }),
    });
    const app = renderApp('/consortium/c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Leave consortium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave North West Care Alliance?' });
    expect(dialog).toHaveTextContent('Bright Futures Care stops being a member');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave consortium' }));

    await waitFor(() => expect(app.location().pathname).toBe('/consortium/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Consortiums', level: 1 })).toBeInTheDocument();
    // The message survives the move to the dashboard (toasts of the page left behind are cleared).
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).getByText('You left North West Care Alliance.'),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/consortium/c1/members/co-2')).toHaveLength(1);
    // The consortium it left is not asked for again (it would answer 403).
    expect(api.callsTo('GET', '/api/consortium/view/c1')).toHaveLength(1);
  });

  it('a removed company sees it at once: the live event that takes its conversation reloads the page', async () => {
    signIn({ companyId: 'co-2' });
    let removed = false;
    consortiumApi({
      'GET /api/consortium/view/c1': () =>
        removed ? jsonResponse(403, anError(403, 'CONSORTIUM.NOT_MEMBER', 'You are not a member of this consortium.')) : jsonResponse(200, aConsortium()),
    });
    renderApp('/consortium/c1');
    await screen.findByRole('heading', { name: 'North West Care Alliance', level: 1 });
    expect(screen.getByRole('button', { name: 'Leave consortium' })).toBeInTheDocument();
    removed = true;
    act(() => applyLiveEvent(queryClient, 'conversation', { conversationId: 'conv-c1', removed: true }));
    expect(await screen.findByText('Only the member companies of this consortium can see it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave consortium' })).not.toBeInTheDocument();
  });
});
