import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import type { ConversationSummary, MessageView } from '@jointly/contracts';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';
import { applyLiveEvent, useLiveStore } from '../live/live-channel';

const conversation = (overrides: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id: 'conv-1',
  kind: 'consortium',
  title: 'Leeds Care Alliance',
  subjectId: 'cons-1',
  participants: ['Amber Care Ltd', 'Birch Homecare'],
  lastMessage: { excerpt: 'Hello', authorName: 'Ada Lead', at: '2026-11-25T10:00:00.000Z' },
  unread: 2,
  muted: false,
  ...overrides,
});

const message = (overrides: Partial<MessageView> = {}): MessageView => ({
  id: 'm1',
  seq: '1',
  conversationId: 'conv-1',
  author: { accountId: 'acc-2', name: 'Ada Lead', companyId: 'co-2', companyName: 'Amber Care Ltd' },
  body: 'Hello **partners** <script>alert(1)</script>',
  replyTo: null,
  attachments: [],
  createdAt: new Date().toISOString(),
  editedAt: null,
  deleted: false,
  removedByAdmin: false,
  ...overrides,
});

describe('messages screen', () => {
  beforeEach(() => {
    signIn({ companyId: 'co-1' });
    useLiveStore.setState({ status: 'polling', typing: {} });
  });

  it('lists conversations with unread badges, shows messages safely, marks read and sends', async () => {
    const api = installFetch({
      'GET /api/messages/conversations': () =>
        jsonResponse(200, {
          conversations: [
            conversation(),
            conversation({ id: 'conv-2', title: 'Cedar · Birch', kind: 'direct', unread: 0, subjectId: null, lastMessage: null }),
          ],
          totalUnread: 2,
        }),
      'GET /api/messages/unread': () => jsonResponse(200, { total: 2, conversations: { 'conv-1': 2 } }),
      'GET /api/messages/conversations/conv-1/messages': () =>
        jsonResponse(200, { messages: [message({ id: 'm2', seq: '2', body: null, deleted: true }), message()], nextBefore: null }),
      'POST /api/messages/conversations/conv-1/read': () => jsonResponse(200, { total: 0, conversations: {} }),
      'POST /api/messages/conversations/conv-1/messages': () => jsonResponse(201, { message: message({ id: 'm3', seq: '3', body: 'Hi' }) }),
      'POST /api/live/ticket': () => jsonResponse(503, { message: 'down' }),
    });
    renderApp('/consortium/messages');

    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByText('Leeds Care Alliance')).toBeInTheDocument();
    expect(within(list).getByLabelText('2 unread')).toBeInTheDocument();
    expect(await screen.findByText(/Live updates are paused/)).toBeInTheDocument();

    const log = await screen.findByRole('log', { name: 'Messages' });
    const [first] = await within(log).findAllByRole('article', { name: 'Message from Ada Lead' });
    expect(within(first).getByText('partners').tagName).toBe('STRONG');
    expect(first.textContent).toContain('<script>alert(1)</script>');
    expect(first.querySelector('script')).toBeNull();
    expect(within(log).getByText('Message deleted')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/messages/conversations/conv-1/read')).toHaveLength(1));

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi{Enter}');
    await waitFor(() => expect(api.callsTo('POST', '/api/messages/conversations/conv-1/messages')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/messages/conversations/conv-1/messages')[0].body).toEqual({ body: 'Hi' });
  });

  it('keeps the conversation on screen when scrollIntoView answers a Promise, as current Chromium does', async () => {
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => Promise.resolve() as never);
    let messages = [message()];
    installFetch({
      'GET /api/messages/conversations': () => jsonResponse(200, { conversations: [conversation({ unread: 0 })], totalUnread: 0 }),
      'GET /api/messages/unread': () => jsonResponse(200, { total: 0, conversations: {} }),
      'GET /api/messages/conversations/conv-1/messages': () => jsonResponse(200, { messages, nextBefore: null }),
      'POST /api/messages/conversations/conv-1/read': () => jsonResponse(200, { total: 0, conversations: {} }),
      'POST /api/messages/conversations/conv-1/messages': () => {
        const sent = message({ id: 'm3', seq: '3', body: 'Second message' });
        messages = [sent, ...messages];
        return jsonResponse(201, { message: sent });
      },
      'POST /api/live/ticket': () => jsonResponse(503, { message: 'down' }),
    });
    try {
      renderApp('/consortium/messages');
      const log = await screen.findByRole('log', { name: 'Messages' });
      await within(log).findAllByRole('article', { name: 'Message from Ada Lead' });
      await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Second message{Enter}');
      // A new message re-runs the scroll effect: the previous run's return value must not be taken for a cleanup.
      expect(await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Second message')).toBeInTheDocument();
      expect(scroll.mock.calls.length).toBeGreaterThanOrEqual(2);
    } finally {
      scroll.mockRestore();
    }
  });

  it('opens the conversation of ?subject=, and never another one in its place while it has not started', async () => {
    let conversations = [conversation({ unread: 0 })];
    const api = installFetch({
      'GET /api/messages/conversations': () => jsonResponse(200, { conversations, totalUnread: 0 }),
      'GET /api/messages/unread': () => jsonResponse(200, { total: 0, conversations: {} }),
      'GET /api/messages/conversations/conv-1/messages': () => jsonResponse(200, { messages: [message()], nextBefore: null }),
      'GET /api/messages/conversations/conv-9/messages': () =>
        jsonResponse(200, { messages: [message({ id: 'm9', conversationId: 'conv-9', body: 'Welcome, Cedar' })], nextBefore: null }),
      'POST /api/messages/conversations/conv-1/read': () => jsonResponse(200, { total: 0, conversations: {} }),
      'POST /api/messages/conversations/conv-9/read': () => jsonResponse(200, { total: 0, conversations: {} }),
      'POST /api/live/ticket': () => jsonResponse(503, { message: 'down' }),
    });
    renderApp('/consortium/messages?subject=cons-9');
    expect(await screen.findByText(/This conversation has not started yet/)).toBeInTheDocument();
    expect(screen.queryByRole('log', { name: 'Messages' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/messages/conversations/conv-1/messages')).toHaveLength(0);
    // The consortium's conversation starts: it opens by itself.
    conversations = [conversation({ unread: 0 }), conversation({ id: 'conv-9', title: 'Cedar Alliance', subjectId: 'cons-9', unread: 0 })];
    await queryClient.invalidateQueries();
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Welcome, Cedar')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/messages/conversations/conv-1/messages')).toHaveLength(0);
  });

  it('says hello when there is nothing yet, and shows an error it can retry', async () => {
    installFetch({
      'GET /api/messages/conversations': () => jsonResponse(200, { conversations: [], totalUnread: 0 }),
      'GET /api/messages/unread': () => jsonResponse(200, { total: 0, conversations: {} }),
      'POST /api/live/ticket': () => jsonResponse(503, { message: 'down' }),
    });
    renderApp('/consortium/messages');
    expect(await screen.findByText('No messages yet — say hello to your partners')).toBeInTheDocument();
  });

  it('shows an error state when the conversations cannot be loaded', async () => {
    // The expert's message page: an expert account (a provider there is told the page is for experts).
    signIn({ role: 'expert', companyId: null });
    installFetch({
      'GET /api/messages/conversations': () => jsonResponse(500, { message: 'Something went wrong' }),
      'GET /api/messages/unread': () => jsonResponse(200, { total: 0, conversations: {} }),
      'POST /api/live/ticket': () => jsonResponse(503, { message: 'down' }),
    });
    renderApp('/v3/expert-dashboard/message');
    expect(await screen.findByText('Your conversations could not be loaded.')).toBeInTheDocument();
  });

  it('applies live unread counts and typing to the caches', () => {
    const client = new QueryClient();
    client.setQueryData(['messages', 'unread'], { total: 2, conversations: { a: 2 } });
    applyLiveEvent(client, 'unread', { conversationId: 'b', unread: 3 });
    expect(client.getQueryData(['messages', 'unread'])).toEqual({ total: 5, conversations: { a: 2, b: 3 } });
    applyLiveEvent(client, 'unread', { conversationId: 'a', unread: 0 });
    expect(client.getQueryData(['messages', 'unread'])).toEqual({ total: 3, conversations: { b: 3 } });
    applyLiveEvent(client, 'typing', { conversationId: 'b', accountId: 'x', name: 'Ada' });
    expect(useLiveStore.getState().typing.b.name).toBe('Ada');
  });
});
