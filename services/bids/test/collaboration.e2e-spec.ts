import { AccountEvents } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { CollaborationServer } from '../src/collaboration/collaboration.server';
import { eventually, startBidsApp, type BidsTestApp, type TestAccount } from './support/bids-test-app';
import { paragraphText, simulatedEditor, type SimulatedEditor } from './support/collab-editor';

/** Hocuspocus message type of Yjs sync messages (document state). */
const SYNC = 0;

describe('bids: live co-editing of section bodies over the socket', () => {
  let t: BidsTestApp;
  let url: string;
  let provider: TestAccount;
  let colleague: TestAccount;
  let rival: TestAccount;
  let expert: TestAccount;
  const editors: SimulatedEditor[] = [];

  beforeAll(async () => {
    t = await startBidsApp('bids_collaboration');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.getHttpServer().address() as { port: number };
    url = `ws://127.0.0.1:${address.port}/api/workspace/collab`;
    provider = t.account('provider', { companyName: 'Amber Care Ltd', name: 'Paula Provider' });
    colleague = t.account('staff', { companyId: provider.companyId, name: 'Colin Colleague' });
    rival = t.account('provider', { companyName: 'Birch Homecare' });
    expert = t.account('expert', { name: 'Eve Expert' });
    await t.register(provider, colleague, rival, expert);
  });
  afterEach(() => {
    for (const editor of editors.splice(0)) editor.destroy();
  });
  afterAll(() => t?.close());

  const editor = (who: TestAccount, name: string) => {
    const e = simulatedEditor(url, name, who.token);
    editors.push(e);
    return e;
  };
  const newWorkspace = async (body = 'We will deliver.') => {
    const created = await t.request('POST', '/api/workspace/create', provider, {
      name: 'Leeds bid',
      sections: [{ title: 'Method statement', body }, { title: 'Pricing' }],
    });
    expect(created.status).toBe(201);
    const workspace = created.body.workspace;
    return { workspace, name: `${workspace.id}/${workspace.sections[0].id}` };
  };

  /** `count` editors type `keystrokes` tokens each, concurrently, into one section; every token must survive. */
  async function typeConcurrently(count: number, keystrokes: number) {
    const { name, workspace } = await newWorkspace('');
    const writers = Array.from({ length: count }, (_, i) => editor(i % 2 ? colleague : provider, name));
    await Promise.all(writers.map((w) => w.synced()));
    const tokens = writers.map((_, i) => Array.from({ length: keystrokes }, (__, k) => `e${i}k${k};`));
    await Promise.all(
      writers.map(async (w, i) => {
        for (const token of tokens[i]) {
          w.type(token);
          await new Promise((resolve) => setImmediate(resolve));
        }
        await w.acked();
      }),
    );
    const expected = tokens.flat().sort();
    const tokensOf = (text: string) => (text.match(/e\d+k\d+;/g) ?? []).sort();
    await eventually(`${count} editors converge`, () => writers.every((w) => w.text() === writers[0].text()));
    expect(tokensOf(writers[0].text())).toEqual(expected);
    expect(writers[0].text().length).toBe(expected.join('').length);
    return { workspace, name, writers, expected, tokensOf };
  }

  it('two editors typing into one section concurrently converge to a text with every edit, and REST answers it', async () => {
    const { workspace, writers, expected, tokensOf } = await typeConcurrently(2, 40);
    const finalText = writers[0].text();
    for (const w of writers) w.destroy();
    // The last editor gone, the document is compacted and projected: the REST view answers the live body as HTML.
    const view = await eventually('the projected body', async () => {
      const found = (await t.request('GET', `/api/workspace/search?id[0]=${workspace.id}`, provider)).body.foundWorkspaces[0];
      return found.sections[0].body !== 'We will deliver.' && found.sections[0].body.includes('e0k0;') ? found : null;
    });
    expect(view.sections[0].body).toBe(`<p>${finalText}</p>`);
    expect(view.sections[1].body).toBe('');
    expect(tokensOf(view.sections[0].body)).toEqual(expected);
    const [stored] = (await t.db.query(`SELECT body_text FROM bids.collab_document WHERE workspace_id = $1`, [workspace.id])) as Array<{
      body_text: string;
    }>;
    expect(stored.body_text).toBe(finalText);
  });

  it('ten editors typing concurrently converge to a text with every edit', async () => {
    await typeConcurrently(10, 25);
  });

  it('seeds the document from the section body once, and a later editor loads what was typed', async () => {
    const { name } = await newWorkspace('First line\nSecond line');
    const first = editor(provider, name);
    await first.synced();
    expect(first.text()).toBe('First line');
    first.type('Hello ', 'start');
    await first.acked();
    const second = editor(colleague, name);
    await second.synced();
    expect(second.text()).toBe('Hello First line');
    expect(second.doc.getXmlFragment('default').length).toBe(2);
  });

  it('a restored version reaches the open editors and the teamwork calls read the live text', async () => {
    const { name, workspace } = await newWorkspace('Draft one');
    const live = editor(provider, name);
    await live.synced();
    live.type(' and more', 'end');
    await live.acked();
    await eventually('the live text compacted', async () => {
      const [d] = (await t.db.query(`SELECT body_text FROM bids.collab_document WHERE name = $1`, [name])) as Array<{ body_text: string }>;
      return d?.body_text === 'Draft one and more';
    });
    const saved = await t.request('POST', `/api/workspace/${workspace.id}/versions`, provider, { name: 'Before rewrite' });
    expect(saved.status).toBe(201);
    live.type(' — rewritten', 'end');
    await live.acked();
    const current = (await t.request('GET', `/api/workspace/${workspace.id}`, provider)).body;
    const restored = await t.request('POST', `/api/workspace/${workspace.id}/versions/${saved.body.version.number}/restore`, provider, {
      sectionId: workspace.sections[0].id,
      version: current.workspace?.version ?? current.version,
    });
    expect(restored.status).toBe(200);
    await eventually('the editor received the restored text', () => live.text() === 'Draft one and more');
    const [stored] = (await t.db.query(`SELECT body_text FROM bids.collab_document WHERE name = $1`, [name])) as Array<{
      body_text: string;
    }>;
    expect(stored.body_text).toBe('Draft one and more');
  });

  it('refuses an outsider, a bad token and an unknown section before sending any document state', async () => {
    const { name, workspace } = await newWorkspace('Confidential method');
    const outsider = editor(rival, name);
    await eventually('the refusal', () => outsider.refusal());
    expect(outsider.refusal()).toBe('forbidden');
    await eventually('the socket closed', () => outsider.closes.includes(4403));
    expect(outsider.received).not.toContain(SYNC);
    expect(outsider.text()).toBe('');

    const forged = simulatedEditor(url, name, `${provider.token}x`);
    editors.push(forged);
    await eventually('the refusal', () => forged.refusal());
    expect(forged.refusal()).toBe('invalid-token');
    expect(forged.received).not.toContain(SYNC);

    const unknown = editor(provider, `${workspace.id}/00000000-0000-4000-8000-000000000000`);
    await eventually('the refusal', () => unknown.refusal());
    expect(unknown.refusal()).toBe('unknown-section');

    // Nothing was created for refused documents.
    const rows = (await t.db.query(`SELECT count(*)::int AS n FROM bids.collab_document WHERE workspace_id = $1`, [
      workspace.id,
    ])) as Array<{
      n: number;
    }>;
    expect(rows[0].n).toBe(0);
  });

  it('closes the open socket of a member who left the company within seconds, and refuses them afterwards', async () => {
    const { name } = await newWorkspace();
    const stays = editor(provider, name);
    const leaves = editor(colleague, name);
    await Promise.all([stays.synced(), leaves.synced()]);
    expect(t.app.get(CollaborationServer).stats().connections).toBe(2);

    const removedAt = Date.now();
    await t.accounts.publish(
      createEvent(AccountEvents.ProfileUpdated, {
        aggregateId: colleague.id,
        payload: { accountId: colleague.id, companyId: null, changes: { companyId: null } },
      }),
    );
    await eventually('the socket closed', () => leaves.closes.includes(4403), 10_000);
    expect(Date.now() - removedAt).toBeLessThan(10_000);
    // Its token still names the company, but the socket follows the directory: reconnecting is refused.
    await eventually('refused on reconnect', () => leaves.refusal() === 'forbidden');
    expect(stays.closes).toEqual([]);
    stays.type('still here;', 'end');
    await stays.acked();
    expect(paragraphText(stays.doc)).toContain('still here;');
  });

  it("closes an expert's socket when the invitation linked to the workspace stops being accepted", async () => {
    const tenderId = await t.publishTender();
    const linked = await t.request('POST', '/api/workspace/create', provider, {
      name: 'Linked',
      tender: tenderId,
      sections: [{ title: 'Method' }],
    });
    const linkedName = `${linked.body.workspace.id}/${linked.body.workspace.sections[0].id}`;
    const invited = await t.request('POST', '/api/bids/create', provider, {
      tender: tenderId,
      expert: expert.id,
      workspace: linked.body.workspace.id,
    });
    expect(invited.status).toBe(201);
    const early = editor(expert, linkedName);
    await eventually('refused while pending', () => early.refusal() === 'forbidden');
    early.destroy();
    expect(
      (await t.request('PATCH', `/api/bids/respond-to-invitation/${invited.body.bid.id}`, expert, { status: 'Accepted' })).status,
    ).toBe(200);
    const accepted = editor(expert, linkedName);
    await accepted.synced();
    // The withdrawal of an accepted invitation (the team features' endpoint) ends in this row change.
    await t.db.query(`UPDATE bids.bid SET status = 'Withdrawn' WHERE id = $1`, [invited.body.bid.id]);
    await eventually('the socket closed', () => accepted.closes.includes(4403), 10_000);
    await eventually('refused on reconnect', () => accepted.refusal() === 'forbidden');
  });
});
