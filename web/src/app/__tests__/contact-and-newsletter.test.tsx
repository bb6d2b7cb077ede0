import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-app';

describe('contact form on the home page', () => {
  it('checks the fields, sends the message, toasts spec §8 and goes to /dashboard (home for a visitor)', async () => {
    const api = installFetch({ 'POST /api/contact/create': () => jsonResponse(200, { message: 'Your message has been sent successfully!' }) });
    const app = renderApp('/#contact');
    const form = await screen.findByRole('form', { name: 'Contact us' });
    const user = userEvent.setup({ delay: null });
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(within(form).getByText('Enter your name')).toBeInTheDocument();
    expect(within(form).getByText('Enter your email address')).toBeInTheDocument();
    expect(within(form).getByText('Enter your message')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.type(within(form).getByLabelText(/your name/i), 'Jo Bloggs');
    await user.type(within(form).getByLabelText(/email address/i), 'jo@care.example');
    await user.type(within(form).getByLabelText(/your message/i), 'Do you cover tenders in Scotland?');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Your message has been sent successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/contact/create')[0].body).toEqual({ name: 'Jo Bloggs', email: 'jo@care.example', message: 'Do you cover tenders in Scotland?' });
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    expect(app.location().hash).toBe('');
  });

  it('toasts the server message when sending fails and keeps what was typed', async () => {
    installFetch({ 'POST /api/contact/create': () => jsonResponse(429, anError(429, 'REQUEST.RATE_LIMITED', 'Too many sign-ups from your network; try again in 30 minutes.')) });
    renderApp('/#contact');
    const form = await screen.findByRole('form', { name: 'Contact us' });
    const user = userEvent.setup({ delay: null });
    await user.type(within(form).getByLabelText(/your name/i), 'Jo Bloggs');
    await user.type(within(form).getByLabelText(/email address/i), 'jo@care.example');
    await user.type(within(form).getByLabelText(/your message/i), 'A long enough message');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Too many sign-ups from your network; try again in 30 minutes.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/your message/i)).toHaveValue('A long enough message');
  });

  it('is linked from the footer', async () => {
    renderApp('/v3/join');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/#contact');
  });
});

describe('newsletter sign-up in the footer', () => {
  it('subscribes and toasts the server message', async () => {
    const api = installFetch({ 'POST /api/newsletter/create': () => jsonResponse(200, { message: 'Thank you for subscribing to the Jointly newsletter!' }) });
    renderApp('/');
    const form = await screen.findByRole('form', { name: 'Newsletter' });
    const user = userEvent.setup({ delay: null });
    await user.type(within(form).getByLabelText(/email for the newsletter/i), 'nope');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(within(form).getByText('Enter a valid email address, like name@example.com')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/email for the newsletter/i));
    await user.type(within(form).getByLabelText(/email for the newsletter/i), 'jo@care.example');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you for subscribing to the Jointly newsletter!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/newsletter/create')[0].body).toEqual({ email: 'jo@care.example' });
    expect(within(form).getByLabelText(/email for the newsletter/i)).toHaveValue('');
  });

  it('toasts a failure', async () => {
    installFetch({ 'POST /api/newsletter/create': () => jsonResponse(400, anError(400, 'REQUEST.VALIDATION_FAILED', 'Invalid input: email must be a valid e-mail address.')) });
    renderApp('/');
    const form = await screen.findByRole('form', { name: 'Newsletter' });
    const user = userEvent.setup({ delay: null });
    await user.type(within(form).getByLabelText(/email for the newsletter/i), 'jo@care.example');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Invalid input: email must be a valid e-mail address.')).toBeInTheDocument();
  });
});
