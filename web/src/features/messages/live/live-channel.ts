import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'zustand';
import type { LiveEventData, UnreadCounts } from '@jointly/contracts';
import { liveTicket, streamUrl } from '../api/messages';

/** `live`: the stream is open; `polling`: it is not (lists and counts are polled instead); `offline`: no network. */
export type LiveStatus = 'connecting' | 'live' | 'polling' | 'offline';

interface LiveState {
  status: LiveStatus;
  /** Who is typing, per conversation, until when (ms). */
  typing: Record<string, { name: string; until: number }>;
  setStatus: (status: LiveStatus) => void;
  setTyping: (conversationId: string, name: string) => void;
}

export const useLiveStore = create<LiveState>((set) => ({
  status: 'connecting',
  typing: {},
  setStatus: (status) => set({ status }),
  setTyping: (conversationId, name) => set((s) => ({ typing: { ...s.typing, [conversationId]: { name, until: Date.now() + 5000 } } })),
}));

/** Lists and counts poll unless the stream is live. */
export const useShouldPoll = () => useLiveStore((s) => s.status !== 'live');

const EVENTS = ['message', 'unread', 'typing', 'notification', 'conversation'] as const;

type LiveListener = <K extends keyof LiveEventData>(type: K, data: LiveEventData[K]) => void;
const listeners = new Set<LiveListener>();

/**
 * Calls `listener` with every live event this tab receives (after the caches are updated), for screens whose data a
 * live event makes stale without living in the messages caches (e.g. a consortium page when your company is
 * removed: its conversation is taken from you). Returns the unsubscribe function.
 */
export function onLiveEvent(listener: LiveListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Applies one live event to the cached server state (react-query) and the typing store, then tells the listeners. */
export function applyLiveEvent<K extends keyof LiveEventData>(client: QueryClient, type: K, data: LiveEventData[K]): void {
  updateCaches(client, type, data);
  for (const listener of listeners) {
    try {
      listener(type, data);
    } catch {
      // a screen's listener must not break the stream
    }
  }
}

function updateCaches<K extends keyof LiveEventData>(client: QueryClient, type: K, data: LiveEventData[K]): void {
  switch (type) {
    case 'message': {
      const { conversationId } = data as LiveEventData['message'];
      void client.invalidateQueries({ queryKey: ['messages', 'conversation', conversationId] });
      void client.invalidateQueries({ queryKey: ['messages', 'conversations'] });
      return;
    }
    case 'unread': {
      const { conversationId, unread } = data as LiveEventData['unread'];
      client.setQueryData<UnreadCounts>(['messages', 'unread'], (old) => {
        const conversations = { ...(old?.conversations ?? {}) };
        if (unread > 0) conversations[conversationId] = unread;
        else delete conversations[conversationId];
        return { conversations, total: Object.values(conversations).reduce((a, b) => a + b, 0) };
      });
      void client.invalidateQueries({ queryKey: ['messages', 'conversations'] });
      return;
    }
    case 'typing': {
      const { conversationId, name } = data as LiveEventData['typing'];
      useLiveStore.getState().setTyping(conversationId, name);
      return;
    }
    case 'notification':
      void client.invalidateQueries({ queryKey: ['notifications'] });
      return;
    case 'conversation':
      void client.invalidateQueries({ queryKey: ['messages'] });
      return;
  }
}

/**
 * One live stream for this tab (mounted once, in the dashboard layout): trades the bearer token for a single-use
 * ticket, opens an EventSource, and on any failure closes it, polls meanwhile and reconnects with a new ticket and
 * the last event id seen (backing off to 30 s), so nothing is missed.
 */
export function useLiveChannel(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    const { setStatus } = useLiveStore.getState();
    if (!enabled || typeof EventSource === 'undefined') {
      setStatus('polling');
      return;
    }
    let source: EventSource | null = null;
    let lastEventId: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const retry = () => {
      if (stopped) return;
      setStatus(navigator.onLine === false ? 'offline' : 'polling');
      const delay = Math.min(30_000, 1000 * 2 ** failures);
      failures += 1;
      timer = setTimeout(() => void connect(), delay);
    };
    const connect = async () => {
      if (stopped) return;
      setStatus('connecting');
      let ticket: string;
      try {
        ticket = (await liveTicket()).ticket;
      } catch {
        retry();
        return;
      }
      if (stopped) return;
      const opened = new EventSource(streamUrl(ticket, lastEventId));
      source = opened;
      opened.addEventListener('ready', (event) => {
        failures = 0;
        setStatus('live');
        const { unread } = JSON.parse((event as MessageEvent<string>).data) as { unread: UnreadCounts };
        client.setQueryData(['messages', 'unread'], unread);
        // whatever changed while the stream was down
        if (lastEventId === null) void client.invalidateQueries({ queryKey: ['messages', 'conversations'] });
      });
      for (const type of EVENTS)
        opened.addEventListener(type, (event) => {
          const message = event as MessageEvent<string>;
          if (message.lastEventId) lastEventId = message.lastEventId;
          applyLiveEvent(client, type, JSON.parse(message.data));
        });
      // Tickets are single-use, so the browser's own reconnect cannot work: close and reconnect with a new one.
      opened.onerror = () => {
        opened.close();
        if (source === opened) source = null;
        retry();
      };
    };
    const online = () => {
      if (!source && !stopped) {
        clearTimeout(timer);
        failures = 0;
        void connect();
      }
    };
    const offline = () => setStatus('offline');
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [enabled, client]);
}
