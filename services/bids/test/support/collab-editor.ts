import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as decoding from 'lib0/decoding';
import WebSocket from 'ws';
import * as Y from 'yjs';

/**
 * A simulated editor: a Yjs document with a Hocuspocus provider over a real WebSocket, typing into the section's
 * first paragraph as Tiptap would (the `default` XML fragment).
 */
export interface SimulatedEditor {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** Why the server refused the document, once it did. */
  refusal(): string | null;
  /** Close codes the socket saw. */
  closes: number[];
  /** Message types (Hocuspocus) received for the document. */
  received: number[];
  synced(): Promise<void>;
  /** Resolves once the server acknowledged every local change (it is stored: acks follow the commit). */
  acked(): Promise<void>;
  /** Inserts `text` at a token boundary of the first paragraph (start, end or after a `;`). */
  type(text: string, where?: 'start' | 'end' | 'random'): void;
  text(): string;
  destroy(): void;
}

export function paragraphText(doc: Y.Doc): string {
  const first = doc.getXmlFragment('default').get(0);
  if (!(first instanceof Y.XmlElement)) return '';
  return first
    .toArray()
    .map((n) => (n instanceof Y.XmlText ? n.toString() : ''))
    .join('');
}

export function simulatedEditor(url: string, documentName: string, token: string): SimulatedEditor {
  const doc = new Y.Doc();
  const closes: number[] = [];
  const received: number[] = [];
  let refusal: string | null = null;
  const socket = new HocuspocusProviderWebsocket({
    url,
    WebSocketPolyfill: WebSocket,
    // Retries forever (with backoff), as the web app does; destroy() ends it.
    maxDelay: 2000,
    onClose: ({ event }) => closes.push(event.code),
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: documentName,
    document: doc,
    token,
    onAuthenticationFailed: ({ reason }) => (refusal = reason),
    onMessage: ({ event }) => {
      const decoder = decoding.createDecoder(new Uint8Array(event.data as ArrayBuffer));
      decoding.readVarString(decoder);
      received.push(decoding.readVarUint(decoder));
    },
  });
  provider.attach();
  const waitFor = (check: () => boolean, event: string) =>
    new Promise<void>((resolve) => {
      if (check()) return resolve();
      const listener = () => {
        if (!check()) return;
        provider.off(event, listener);
        resolve();
      };
      provider.on(event, listener);
    });
  const textNode = () => {
    const fragment = doc.getXmlFragment('default');
    let paragraph = fragment.get(0);
    if (!(paragraph instanceof Y.XmlElement)) {
      paragraph = new Y.XmlElement('paragraph');
      fragment.insert(0, [paragraph]);
    }
    let text = (paragraph as Y.XmlElement).get(0);
    if (!(text instanceof Y.XmlText)) {
      text = new Y.XmlText();
      (paragraph as Y.XmlElement).insert(0, [text]);
    }
    return text as Y.XmlText;
  };
  return {
    doc,
    provider,
    closes,
    received,
    refusal: () => refusal,
    synced: () => waitFor(() => provider.isSynced, 'synced'),
    acked: () => waitFor(() => provider.isSynced && !provider.hasUnsyncedChanges, 'unsyncedChanges'),
    type(text, where = 'random') {
      const node = textNode();
      const current = node.toString();
      const boundaries = [0, current.length, ...[...current.matchAll(/;/g)].map((m) => m.index! + 1)];
      const index = where === 'start' ? 0 : where === 'end' ? current.length : boundaries[Math.floor(Math.random() * boundaries.length)];
      node.insert(index, text);
    },
    text: () => paragraphText(doc),
    destroy() {
      provider.destroy();
      socket.destroy();
    },
  };
}
