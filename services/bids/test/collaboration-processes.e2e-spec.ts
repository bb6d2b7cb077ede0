import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { loadSigningKeys } from '@jointly/common/auth';
import { SERVICE_NAMES } from '@jointly/common/config';
import {
  builtEntry,
  createIsolatedDatabase,
  eventually,
  freePort,
  startNode,
  waitForJson,
  type IsolatedDatabase,
  type RunningProcess,
} from '@jointly/common/testing';
import { simulatedEditor, type SimulatedEditor } from './support/collab-editor';

/**
 * The built bids service as real processes (`npm run build:services` first): an acknowledged edit survives
 * `kill -9`, and two processes behind the proxy edge converge through PostgreSQL NOTIFY.
 */
describe('bids: live co-editing across processes', () => {
  let database: IsolatedDatabase;
  let dataDir: string;
  let token: string;
  const running: RunningProcess[] = [];
  const editors: SimulatedEditor[] = [];

  beforeAll(async () => {
    database = await createIsolatedDatabase('bids_collab_processes');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-collab-'));
    // The processes read the development keys under DATA_DIR; the test signs with the same private key.
    const keys = loadSigningKeys({ dataDir, jwtPrivateKey: undefined, jwtPublicKey: undefined });
    token = new JwtService({}).sign(
      { sub: randomUUID(), role: 'provider', email: 'p@example.test', cid: randomUUID(), sid: randomUUID(), typ: 'access' },
      { privateKey: keys.privateKey!, algorithm: 'ES256', expiresIn: 3600, issuer: 'jointly' },
    );
  });
  afterEach(() => {
    for (const e of editors.splice(0)) e.destroy();
  });
  afterAll(async () => {
    await Promise.all(running.map((p) => p.stop()));
    await database?.drop();
  });

  const startBids = async (port: number) => {
    const proc = startNode(builtEntry('bids'), {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      KAFKA_BROKERS: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
    });
    running.push(proc);
    await waitForJson(`http://127.0.0.1:${port}/health`, 90_000, proc);
    return proc;
  };
  const editor = (port: number, name: string) => {
    const e = simulatedEditor(`ws://127.0.0.1:${port}/api/workspace/collab`, name, token);
    editors.push(e);
    return e;
  };
  const createWorkspace = async (port: number) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/workspace/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bid', sections: [{ title: 'Method', body: '' }] }),
    });
    expect(response.status).toBe(201);
    const { workspace } = (await response.json()) as { workspace: { id: string; sections: Array<{ id: string }> } };
    return `${workspace.id}/${workspace.sections[0].id}`;
  };
  const tokensOf = (text: string) => (text.match(/[ab]\d+;/g) ?? []).sort();

  it('keeps every acknowledged edit when the process is killed with SIGKILL', async () => {
    const port = await freePort();
    const first = await startBids(port);
    const name = await createWorkspace(port);
    const writer = editor(port, name);
    await writer.synced();
    const acknowledged: string[] = [];
    for (let i = 0; i < 60; i++) {
      writer.type(`a${i};`, 'end');
      if (i % 3 === 2) await new Promise((resolve) => setImmediate(resolve));
    }
    await writer.acked();
    for (let i = 0; i < 60; i++) acknowledged.push(`a${i};`);
    // More typing in flight, then kill -9 at once: no shutdown hook, no compaction, no chance to flush anything.
    for (let i = 60; i < 70; i++) writer.type(`a${i};`, 'end');
    await first.stop('SIGKILL');
    writer.destroy();

    await startBids(port);
    const reader = editor(port, name);
    await reader.synced();
    const survived = tokensOf(reader.text());
    expect(survived).toEqual(expect.arrayContaining(acknowledged.sort()));
    // Whatever else survived is whole (an update is stored entirely or not at all).
    expect(reader.text()).toMatch(/^(a\d+;)+$/);
  });

  it('converges two editors connected to two bids processes, one through the proxy edge', async () => {
    const [portA, portB, edgePort] = [await freePort(), await freePort(), await freePort()];
    await Promise.all([startBids(portA), startBids(portB)]);
    const serviceUrls = Object.fromEntries(
      SERVICE_NAMES.map((s) => [`${s.toUpperCase()}_URL`, s === 'bids' ? `http://127.0.0.1:${portA}` : 'http://127.0.0.1:9']),
    );
    const edge = startNode(builtEntry('platform'), {
      ...serviceUrls,
      EDGE_MODE: 'proxy',
      PORT: String(edgePort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      KAFKA_BROKERS: '',
      LOG_LEVEL: 'warn',
    });
    running.push(edge);
    // Its /health is 503 (the other services are absent here): ready once it forwards bids' answers.
    await eventually(
      'the edge forwarding to bids',
      async () => {
        if (edge.child.exitCode !== null) throw new Error(`edge exited:\n${edge.output()}`);
        const search = await fetch(`http://127.0.0.1:${edgePort}/api/workspace/search`, { headers: { authorization: `Bearer ${token}` } });
        return search.status === 200;
      },
      90_000,
    );

    const name = await createWorkspace(edgePort);
    const viaEdge = editor(edgePort, name);
    const direct = editor(portB, name);
    await Promise.all([viaEdge.synced(), direct.synced()]);
    const typeAll = async (e: SimulatedEditor, prefix: string) => {
      for (let i = 0; i < 40; i++) {
        e.type(`${prefix}${i};`);
        await new Promise((resolve) => setImmediate(resolve));
      }
      await e.acked();
    };
    await Promise.all([typeAll(viaEdge, 'a'), typeAll(direct, 'b')]);
    await eventually('both editors converge', () => viaEdge.text() === direct.text() && tokensOf(direct.text()).length === 80);
    expect(tokensOf(viaEdge.text())).toEqual(
      [...Array.from({ length: 40 }, (_, i) => `a${i};`), ...Array.from({ length: 40 }, (_, i) => `b${i};`)].sort(),
    );
  });
});
