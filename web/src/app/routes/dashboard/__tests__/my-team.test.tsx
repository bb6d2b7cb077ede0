import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aTeam, anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

describe('/v3/dashboard/my-team', () => {
  it('lists members and invitations, and lets the owner remove a member after confirming', async () => {
    signIn({ id: 'acc-1' });
    let team = aTeam();
    const api = installFetch({
      'GET /api/team/members': () => jsonResponse(200, team),
      'DELETE /api/team/members/acc-2': () => {
        team = { ...team, members: team.members.filter((member) => member.id !== 'acc-2') };
        return jsonResponse(200, { message: 'Member removed from the team' });
      },
    });
    renderApp('/v3/dashboard/my-team');
    expect(await screen.findByRole('heading', { name: 'Members (2)' })).toBeInTheDocument();
    expect(screen.getByText('You own the Care & Co account, so you can remove members.')).toBeInTheDocument();
    expect(screen.getByText('new@provider.example')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Ada Lovelace' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Sam Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Sam Staff from Care & Co?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/team/members/acc-2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Sam Staff' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText('Member removed from the team')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Members (1)' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/team/members/acc-2')).toHaveLength(1);
  });

  it('disables removal for members who do not own the company, and says why', async () => {
    signIn({ id: 'acc-2', role: 'staff' });
    installFetch({ 'GET /api/team/members': () => jsonResponse(200, aTeam()) });
    renderApp('/v3/dashboard/my-team');
    const rule = await screen.findByText('Only Ada Lovelace, the owner of the Care & Co account, can remove members.');
    expect(rule).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Sam Staff' })).not.toBeInTheDocument(); // yourself
    expect(screen.queryByRole('button', { name: 'Remove Ada Lovelace' })).not.toBeInTheDocument(); // the owner
  });

  it('shows disabled Remove buttons with the rule to a non-owner', async () => {
    signIn({ id: 'acc-2', role: 'staff' });
    const team = aTeam();
    team.members.push({ ...team.members[1], id: 'acc-3', email: 'kim@provider.example', name: 'Kim' });
    installFetch({ 'GET /api/team/members': () => jsonResponse(200, team) });
    renderApp('/v3/dashboard/my-team');
    const button = await screen.findByRole('button', { name: 'Remove Kim' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Only Ada Lovelace, the owner of the Care & Co account, can remove members.');
  });

  it('invites a colleague by e-mail and toasts the server message', async () => {
    signIn({ id: 'acc-1' });
    const api = installFetch({
      'GET /api/team/members': () => jsonResponse(200, aTeam()),
      'POST /api/team/invite': () => jsonResponse(201, { invitation: { id: 'inv-2', email: 'jo@provider.example' }, message: 'Invitation sent to jo@provider.example' }),
    });
    renderApp('/v3/dashboard/my-team');
    const user = userEvent.setup();
    const field = await screen.findByLabelText(/colleague’s email address/i);
    await user.type(field, 'sam@provider.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('This person is already in your team')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'Jo@Provider.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to jo@provider.example')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/team/invite')[0].body).toEqual({ email: 'jo@provider.example' });
    expect(field).toHaveValue('');
  });

  it('toasts an invitation the server refuses', async () => {
    signIn({ id: 'acc-1' });
    installFetch({
      'GET /api/team/members': () => jsonResponse(200, aTeam()),
      'POST /api/team/invite': () => jsonResponse(409, anError(409, 'TEAM.OTHER_COMPANY', 'This e-mail address already has a Jointly account with another company.')),
    });
    renderApp('/v3/dashboard/my-team');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/colleague’s email address/i), 'taken@elsewhere.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This e-mail address already has a Jointly account with another company.')).toBeInTheDocument();
  });

  it('explains what to do when the account has no company yet', async () => {
    signIn();
    installFetch({
      'GET /api/team/members': () =>
        jsonResponse(403, anError(403, 'TEAM.NO_COMPANY', 'Your account does not belong to a company yet; complete your company profile first.')),
    });
    renderApp('/v3/dashboard/my-team');
    expect(await screen.findByText('You are not part of a company team yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your company profile' })).toHaveAttribute('href', '/v3/user/update-profile');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows loading, then an error with a retry', async () => {
    signIn();
    let answer: (response: Response) => void = () => undefined;
    installFetch({ 'GET /api/team/members': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/v3/dashboard/my-team');
    expect(await screen.findByText('Loading your team…')).toBeInTheDocument();
    answer(jsonResponse(500, anError(500, 'SERVER.ERROR', 'The team service is down.')));
    expect(await screen.findByText('Your team could not be loaded.')).toBeInTheDocument();
    installFetch({ 'GET /api/team/members': () => jsonResponse(200, aTeam()) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Members (2)' })).toBeInTheDocument();
  });
});
