import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Inject, Injectable, Logger, OnApplicationBootstrap, BeforeApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { Hocuspocus, type Connection, type Extension } from '@hocuspocus/server';
import type { DataSource } from 'typeorm';
import { WebSocketServer, type WebSocket } from 'ws';
import * as Y from 'yjs';
import { SIGNING_KEYS, SessionRevocations, verifyAccessToken, type AuthenticatedUser, type SigningKeys } from '@jointly/common/auth';
import { PgListener } from '@jointly/common/database';
import { DomainError } from '@jointly/common/errors';
import { SaveAutomaticVersionCommand } from '../workspace/save-automatic-version/save-automatic-version.handler';
import { CollabAccess } from './collab-access';
import { COLLAB_UPDATES_CHANNEL, CollabStore } from './collab.store';
import { parseSectionDocumentName } from './section-document';
import { contentUpdateOf } from './sync-message';

/** The WebSocket path (under the `workspace` prefix, so the edge's route table already sends it to bids). */
export const COLLAB_PATH = '/api/workspace/collab';
/** NOTIFYed by the triggers on bid, account_directory and workspace (see the collaboration migration). */
export const COLLAB_ACCESS_CHANNEL = 'bids_collab_access';
/** Close code of a socket whose account lost access to the workspace. */
export const ACCESS_REMOVED_CODE = 4403;
/** Close code of a socket whose access token expired: the client reconnects with a fresh token (re-authenticated). */
export const TOKEN_EXPIRED_CODE = 4401;
/**
 * Close code of a socket whose workspace became read-only (submitted) or writable again: the client reconnects and is
 * told its new scope. Writes are refused from the moment the change is seen, before the close.
 */
export const SCOPE_CHANGED_CODE = 4409;
/** Workspace statuses whose section documents are read-only: the bid went out, its text is what was sent. */
const READ_ONLY_STATUSES: ReadonlySet<string> = new Set(['submitted']);
/** A re-check of every open socket even without a NOTIFY (a section removed, a missed notification). */
const SWEEP_MS = 30_000;
const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

/** Refusals that concern one document only (the socket may carry others), or a passing failure. */
const KEEP_SOCKET_ON = new Set(['unknown-section', 'unavailable']);

/** The origin of updates applied from other processes (not persisted again, not from a client). */
const REMOTE_ORIGIN = Symbol('remote');
const STORED_ORIGIN = Symbol('stored');

interface CollabContext {
  socket: WebSocket;
  user?: AuthenticatedUser;
  workspaceId?: string;
  sectionId?: string;
  seedBody?: string;
  readOnly?: boolean;
  /** When the access token the socket authenticated with expires (ms since the epoch). */
  expiresAtMs?: number;
}

interface OpenConnection {
  socket: WebSocket;
  connection: Connection;
  user: AuthenticatedUser;
  workspaceId: string;
  sectionId: string;
  readOnly: boolean;
}

class Refusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * The live co-editing server of section bodies, inside the bids service on its own HTTP server: Hocuspocus on
 * `/api/workspace/collab`, each document authorized with the caller's access token and the workspace rule
 * (CollabAccess) before any state is sent, every client update committed to PostgreSQL before it is acknowledged,
 * updates from other bids processes applied from PostgreSQL NOTIFY, and open sockets closed when their account loses
 * access (NOTIFY from the triggers, and a periodic sweep) or their access token expires. A submitted workspace's
 * documents are read-only: the connection is authenticated read-only and the server applies and stores none of its
 * updates.
 */
@Injectable()
export class CollaborationServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('collaboration');
  readonly hocuspocus: Hocuspocus;
  private readonly sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  /** Documents loaded (or loading) in this process, by name: remote updates go straight into them. */
  private readonly live = new Map<string, Y.Doc>();
  private readonly open = new Set<OpenConnection>();
  /** Per client connection, the promise of its last message: messages are applied in the order they came. */
  private readonly chains = new WeakMap<object, Promise<void>>();
  /** Per loaded document, the account whose edit this process stored last (the author of an automatic version). */
  private readonly lastEditor = new Map<string, string>();
  private updates?: PgListener;
  private access?: PgListener;
  private sweep?: NodeJS.Timeout;
  private recheck?: Promise<void>;
  private recheckAgain = false;
  private server?: { on(e: 'upgrade', l: UpgradeListener): unknown; off(e: 'upgrade', l: UpgradeListener): unknown };

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly store: CollabStore,
    private readonly rules: CollabAccess,
    private readonly sessions: SessionRevocations,
    @Inject(SIGNING_KEYS) private readonly keys: SigningKeys,
    @InjectDataSource('bids') private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
  ) {
    this.hocuspocus = new Hocuspocus({
      name: 'bids',
      quiet: true,
      // Compaction and projections: after 2 s without edits, at least every 10 s while editing goes on.
      debounce: 2000,
      maxDebounce: 10_000,
      extensions: [this.extension()],
    });
  }

  onApplicationBootstrap(): void {
    this.server = this.adapterHost.httpAdapter.getHttpServer();
    this.server!.on('upgrade', this.onUpgrade);
    this.updates = new PgListener(this.dataSource, COLLAB_UPDATES_CHANNEL, (payload) => this.onRemote(payload), this.listenError);
    this.access = new PgListener(this.dataSource, COLLAB_ACCESS_CHANNEL, () => this.recheckAll(), this.listenError);
    this.updates.start();
    this.access.start();
    this.sweep = setInterval(() => this.recheckAll(), SWEEP_MS);
    this.sweep.unref();
  }

  /** Before the HTTP server closes (it would wait for the upgraded sockets) and while the database is still there. */
  async beforeApplicationShutdown(): Promise<void> {
    this.server?.off('upgrade', this.onUpgrade);
    clearInterval(this.sweep);
    // Clients reconnect (to another process, in distributed mode); a socket that does not answer the close is cut.
    const clients = [...this.sockets.clients];
    await Promise.all(
      clients.map(
        (client) =>
          new Promise<void>((resolve) => {
            const cut = setTimeout(() => client.terminate(), 1000);
            client.once('close', () => (clearTimeout(cut), resolve()));
            client.close(1001, 'Server shutting down');
          }),
      ),
    );
    // Compacts every loaded document now (a scheduled store runs at once, a running one is awaited) while the
    // database is still there; nothing is lost either way, the log is already committed.
    await Promise.all(
      [...this.hocuspocus.documents.values()].map(async (document) => {
        try {
          await this.hocuspocus.debouncer.executeNow(`onStoreDocument-${document.name}`);
          await document.saveMutex.waitForUnlock();
        } catch (error) {
          this.logger.warn(`storing ${document.name} at shutdown failed: ${(error as Error).message}`);
        }
      }),
    );
    // What is still loaded goes (its awareness timer with it): the process is stopping.
    for (const document of this.hocuspocus.documents.values()) document.destroy();
    this.hocuspocus.documents.clear();
    this.live.clear();
    await Promise.all([this.updates?.stop(), this.access?.stop()]);
  }

  /** Open documents and client connections of this process (health, benchmark). */
  stats(): { documents: number; connections: number } {
    return { documents: this.hocuspocus.getDocumentsCount(), connections: this.hocuspocus.getConnectionsCount() };
  }

  private readonly listenError = (error: Error) => this.logger.warn(`LISTEN connection lost: ${error.message}`);

  private readonly onUpgrade: UpgradeListener = (request, socket, head) => {
    const path = (request.url ?? '').split('?')[0].replace(/\/+$/, '');
    if (path !== COLLAB_PATH) return;
    this.sockets.handleUpgrade(request, socket, head, (ws) => {
      const context: CollabContext = { socket: ws };
      this.hocuspocus.handleConnection(ws, request, context);
    });
  };

  private extension(): Extension {
    return {
      extensionName: 'jointly-bids',
      onAuthenticate: async ({
        token,
        documentName,
        context,
        connectionConfig,
      }: {
        token: string;
        documentName: string;
        context: CollabContext;
        connectionConfig: { readOnly: boolean };
      }) => {
        try {
          const granted = await this.authenticate(token, documentName);
          connectionConfig.readOnly = granted.readOnly === true;
          return granted;
        } catch (error) {
          const reason = error instanceof Refusal ? error.reason : 'forbidden';
          // Refused before any state: the client hears why (permission-denied), then the socket closes.
          if (!KEEP_SOCKET_ON.has(reason)) setTimeout(() => context.socket.close(ACCESS_REMOVED_CODE, reason), 250).unref();
          throw error instanceof Refusal ? error : new Refusal('forbidden');
        }
      },
      onLoadDocument: async ({ document, documentName, context }) => {
        const { workspaceId, sectionId, seedBody } = context as CollabContext;
        this.live.set(documentName, document);
        const stored = await this.store.load(documentName, workspaceId!, sectionId!, seedBody ?? '');
        for (const update of stored) Y.applyUpdate(document, update, STORED_ORIGIN);
      },
      connected: async ({ connection, context }) => {
        const { socket, user, workspaceId, sectionId, readOnly, expiresAtMs } = context as CollabContext;
        const entry: OpenConnection = {
          socket,
          connection,
          user: user!,
          workspaceId: workspaceId!,
          sectionId: sectionId!,
          readOnly: readOnly === true,
        };
        this.open.add(entry);
        // The socket lives no longer than the token it was opened with (a removed account's token is not renewed).
        const expiry = expiresAtMs
          ? setTimeout(
              () => {
                this.open.delete(entry);
                socket.close(TOKEN_EXPIRED_CODE, 'token-expired');
              },
              Math.min(Math.max(expiresAtMs - Date.now(), 0), MAX_TIMER_MS),
            )
          : undefined;
        expiry?.unref();
        connection.onClose(() => {
          clearTimeout(expiry);
          this.open.delete(entry);
        });
      },
      beforeHandleMessage: ({ connection, update, documentName, context }) => {
        const previous = this.chains.get(connection) ?? Promise.resolve();
        const content = connection.readOnly ? null : contentUpdateOf(update);
        const editor = (context as CollabContext).user?.id;
        if (content && editor) this.lastEditor.set(documentName, editor);
        const mine = previous.then(() => (content ? this.store.append(documentName, content) : undefined));
        this.chains.set(
          connection,
          mine.catch(() => undefined),
        );
        return mine;
      },
      onStoreDocument: async ({ documentName }) => {
        await this.store.compact(documentName);
        // Every 10 minutes of changes, an automatic version (only the process that stored edits has an author).
        const editor = this.lastEditor.get(documentName);
        const name = parseSectionDocumentName(documentName);
        if (editor && name)
          await this.commands
            .execute(new SaveAutomaticVersionCommand(documentName, name.workspaceId, name.sectionId, editor))
            .catch((error: Error) => this.logger.warn(`automatic version of ${documentName} failed: ${error.message}`));
      },
      afterUnloadDocument: async ({ documentName }) => {
        this.live.delete(documentName);
        this.lastEditor.delete(documentName);
      },
    };
  }

  private async authenticate(token: string, documentName: string): Promise<Omit<CollabContext, 'socket'>> {
    const name = parseSectionDocumentName(documentName);
    if (!name) throw new Refusal('unknown-document');
    const verified = verifyAccessToken(token ?? '', this.keys.publicKey);
    if ('refused' in verified) throw new Refusal(verified.refused === 'expired' ? 'token-expired' : 'invalid-token');
    const { user } = verified;
    if (await this.sessions.isRevoked(user.sessionId, user.id)) throw new Refusal('session-expired');
    const workspace = await this.rules.check(user, name.workspaceId).catch((error: unknown) => {
      throw new Refusal(isDomainRefusal(error) ? 'forbidden' : 'unavailable');
    });
    const section = workspace.sections.find((s) => s.id === name.sectionId);
    if (!section) throw new Refusal('unknown-section');
    return {
      user,
      workspaceId: name.workspaceId,
      sectionId: name.sectionId,
      seedBody: section.body ?? '',
      readOnly: READ_ONLY_STATUSES.has(workspace.status),
      expiresAtMs: tokenExpiryMs(token),
    };
  }

  /** Updates another process stored: applied to the documents loaded here (inline, or re-read from the log). */
  private onRemote(payload?: string): void {
    if (payload === undefined) {
      // (Re)connected: notifications sent while nobody listened are gone, so every loaded document is re-read.
      for (const name of this.live.keys()) void this.reload(name);
      return;
    }
    for (const { name, update } of this.store.parseNotification(payload)) {
      const document = this.live.get(name);
      if (!document) continue;
      if (update) Y.applyUpdate(document, update, REMOTE_ORIGIN);
      else void this.reload(name);
    }
  }

  private async reload(name: string): Promise<void> {
    try {
      const stored = await this.store.read(name);
      const document = this.live.get(name);
      if (stored && document) for (const update of stored) Y.applyUpdate(document, update, REMOTE_ORIGIN);
    } catch (error) {
      this.logger.warn(`re-reading ${name} failed: ${(error as Error).message}`);
    }
  }

  /** Re-checks every open socket (coalesced: one run at a time, one more if asked meanwhile). */
  recheckAll(): Promise<void> {
    if (this.recheck) {
      this.recheckAgain = true;
      return this.recheck;
    }
    this.recheck = (async () => {
      do {
        this.recheckAgain = false;
        await this.recheckOnce().catch((error: Error) => this.logger.warn(`access re-check failed: ${error.message}`));
      } while (this.recheckAgain);
    })().finally(() => (this.recheck = undefined));
    return this.recheck;
  }

  private async recheckOnce(): Promise<void> {
    const byCaller = new Map<string, OpenConnection[]>();
    for (const entry of this.open) {
      const key = `${entry.user.id}|${entry.user.sessionId}|${entry.workspaceId}`;
      byCaller.set(key, [...(byCaller.get(key) ?? []), entry]);
    }
    for (const entries of byCaller.values()) {
      const { user, workspaceId } = entries[0];
      let sections: Set<string> | null = null;
      let readOnly = false;
      try {
        if (await this.sessions.isRevoked(user.sessionId, user.id)) throw new Refusal('session-expired');
        const workspace = await this.rules.check(user, workspaceId);
        sections = new Set(workspace.sections.map((s) => s.id));
        readOnly = READ_ONLY_STATUSES.has(workspace.status);
      } catch (error) {
        if (!(error instanceof Refusal) && !isDomainRefusal(error)) throw error;
      }
      for (const entry of entries) {
        if (sections?.has(entry.sectionId) && entry.readOnly === readOnly) continue;
        this.open.delete(entry);
        if (!sections?.has(entry.sectionId)) {
          entry.socket.close(ACCESS_REMOVED_CODE, sections ? 'unknown-section' : 'access-removed');
          continue;
        }
        // Submitted (or back to writable): no write is taken from now on; the reconnect is told the new scope.
        entry.connection.readOnly = readOnly;
        entry.socket.close(SCOPE_CHANGED_CODE, readOnly ? 'read-only' : 'read-write');
      }
    }
  }
}

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** setTimeout's longest delay (about 24.8 days); access tokens live far shorter. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The `exp` of a token already verified (its signature checked), in ms; undefined when it has none. */
function tokenExpiryMs(token: string): number | undefined {
  try {
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** 403/404 from the workspace rules (as opposed to a database failure, which must not close anyone's socket). */
function isDomainRefusal(error: unknown): boolean {
  return error instanceof DomainError && (error.status === 403 || error.status === 404);
}
