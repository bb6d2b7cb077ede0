import { randomUUID } from 'node:crypto';
import { AccountEvents, ConsortiumEvents } from '@jointly/contracts';
import { AccessTokenIssuer } from '@jointly/common/auth';
import { createEvent } from '@jointly/common/events';
import * as Y from 'yjs';
import { CollaborationServer } from '../src/collaboration/collaboration.server';
import { eventually, startBidsApp, type BidsTestApp, type TestAccount } from './support/bids-test-app';
import { paragraphText, simulatedEditor, type SimulatedEditor } from './support/collab-editor';

/** Hocuspocus message type of Yjs sync messages (document state). */
const SYNC = 0;
/** Hocuspocus message type of the server's answer to an update (applied or refused). */
const SYNC_STATUS = 8;

describe('bids: live co-editing of section bodies over the socket', () => {
  let t: BidsTestApp;
  let url: string;
  let provider: TestAccount;
  let colleague: TestAccount;
  let rival: TestAccount;
  let expert: TestAccount;
  let partner: TestAccount;
  /** A second colleague who stays in the company (the first one leaves it in a test). */
  let teammate: TestAccount;
  let consortiumId: string;
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
    partner = t.account('provider', { companyName: 'Pine Partners', name: 'Pia Partner' });
    teammate = t.account('staff', { companyId: provider.companyId, name: 'Tess Teammate' });
    await t.register(provider, colleague, rival, expert, partner, teammate);
    consortiumId = randomUUID();
    await t.consortiums.publish(
      createEvent(ConsortiumEvents.ConsortiumCreated, {
        aggregateId: consortiumId,
        payload: { consortiumId, name: 'Leeds care alliance', ownerAccountId: provider.id, ownerCompanyId: provider.companyId },
      }),
      createEvent(ConsortiumEvents.ConsortiumRequestAnswered, {
        aggregateId: consortiumId,
        payload: {
          requestId: randomUUID(),
          consortiumId,
          consortiumName: 'Leeds care alliance',
          accountId: partner.id,
          companyId: partner.companyId!,
          companyName: 'Pine Partners',
          fromAccountId: provider.id,
          status: 'Approve',
        },
      }),
    );
    await eventually('consortium members', async () => {
      const rows = (await t.db.query('SELECT count(*)::int AS n FROM bids.consortium_member WHERE consortium_id = $1', [
        consortiumId,
      ])) as Array<{ n: number }>;
      return rows[0].n === 2;
    });
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
  const newWorkspace = async (body = 'We will deliver.', extra: Record<string, unknown> = {}) => {
    const created = await t.request('POST', '/api/workspace/create', provider, {
      name: 'Leeds bid',
      sections: [{ title: 'Method statement', body }, { title: 'Pricing' }],
      ...extra,
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
    // The inviting side withdraws the accepted invitation.
    expect(
      (await t.request('PATCH', `/api/bids/respond-to-invitation/${invited.body.bid.id}`, provider, { status: 'Withdrawn' })).status,
    ).toBe(200);
    await eventually('the socket closed', () => accepted.closes.includes(4403), 10_000);
    await eventually('refused on reconnect', () => accepted.refusal() === 'forbidden');
  });

  it('a submitted workspace is read-only on the socket: open editors are switched, and the server applies and stores no write', async () => {
    const { name, workspace } = await newWorkspace('Final text');
    const open = editor(provider, name);
    await open.synced();
    open.type(' agreed', 'end');
    await open.acked();
    expect(open.provider.authorizedScope).toBe('read-write');

    // Submitted (the status move itself is covered by the teamwork tests): the open socket is closed with "read-only"
    // and its reconnect is authenticated read-only; a new editor is read-only from the start.
    await t.db.query(`UPDATE bids.workspace SET status = 'submitted' WHERE id = $1`, [workspace.id]);
    await eventually('the open socket switched', () => open.closes.includes(4409), 10_000);
    await eventually('re-authenticated read-only', () => open.provider.authorizedScope === 'readonly' && open.provider.isSynced);
    const late = editor(teammate, name);
    await late.synced();
    expect(late.provider.authorizedScope).toBe('readonly');
    expect(late.text()).toBe('Final text agreed');

    const logged = async () =>
      ((await t.db.query(`SELECT count(*)::int AS n FROM bids.collab_update WHERE name = $1`, [name])) as Array<{ n: number }>)[0].n;
    const before = await logged();
    for (const writer of [open, late]) {
      const answers = writer.received.filter((type) => type === SYNC_STATUS).length;
      writer.type(' — changed after submission', 'end');
      // The server answers the update (refused) rather than applying it.
      await eventually('the refusal of the write', () => writer.received.filter((type) => type === SYNC_STATUS).length > answers);
      expect(writer.provider.hasUnsyncedChanges).toBe(true);
    }
    const served = t.app.get(CollaborationServer).hocuspocus.documents.get(name)!;
    expect(paragraphText(served as unknown as Y.Doc)).toBe('Final text agreed');
    expect(await logged()).toBe(before);
    expect(late.text()).toBe('Final text agreed — changed after submission'); // its own, unsent
  });

  it('closes a socket when its access token expires; the reconnect with that token is refused until a fresh one is sent', async () => {
    const { name } = await newWorkspace();
    const shortLived = t.app
      .get(AccessTokenIssuer)
      .issue({ sub: provider.id, role: 'provider', email: provider.email, cid: provider.companyId, sid: randomUUID() }, 2);
    const expiring = editor({ ...provider, token: shortLived }, name);
    await expiring.synced();
    const staying = editor(teammate, name);
    await staying.synced();
    await eventually('the expired socket closed', () => expiring.closes.includes(4401), 10_000);
    await eventually('refused on reconnect', () => expiring.refusal() === 'token-expired');
    expect(staying.closes).toEqual([]);
    staying.type('still writing;', 'end');
    await staying.acked();
  });

  it("closes a consortium partner's socket when its company is removed from the consortium, and refuses it afterwards", async () => {
    const { name } = await newWorkspace('Joint method', { consortium: consortiumId });
    const fromPartner = editor(partner, name);
    const lead = editor(provider, name);
    await Promise.all([fromPartner.synced(), lead.synced()]);
    await t.consortiums.publish(
      createEvent(ConsortiumEvents.ConsortiumMemberRemoved, {
        aggregateId: consortiumId,
        payload: { consortiumId, companyId: partner.companyId!, removedBy: provider.id },
      }),
    );
    await eventually('the partner socket closed', () => fromPartner.closes.includes(4403), 10_000);
    await eventually('refused on reconnect', () => fromPartner.refusal() === 'forbidden');
    expect(lead.closes).toEqual([]);
  });

  it('saves an automatic version of a section after ten minutes of changes, listed as automatic and restorable', async () => {
    const { name, workspace } = await newWorkspace('Opening text');
    const writer = editor(provider, name);
    await writer.synced();
    writer.type(' — first change', 'end');
    await writer.acked();
    // The first compaction after the change starts the section's clock.
    const clock = async () =>
      (
        (await t.db.query(`SELECT auto_dirty_since FROM bids.collab_document WHERE name = $1`, [name])) as Array<{
          auto_dirty_since: Date | null;
        }>
      )[0]?.auto_dirty_since ?? null;
    await eventually('the clock started', async () => (await clock()) !== null, 20_000);
    const versions = async () =>
      (await t.request('GET', `/api/workspace/${workspace.id}/versions`, provider)).body.versions as Array<{
        number: number;
        name: string;
        reason: string;
      }>;
    expect(await versions()).toEqual([]);
    // Ten minutes of editing, without waiting them: the clock is set back.
    await t.db.query(`UPDATE bids.collab_document SET auto_dirty_since = now() - interval '11 minutes' WHERE name = $1`, [name]);
    writer.type(' — second change', 'end');
    await writer.acked();
    const automatic = await eventually(
      'the automatic version',
      async () => (await versions()).find((v) => v.reason === 'automatic') ?? null,
      20_000,
    );
    expect(automatic.name).toBe('Automatic — Method statement');
    expect(await clock()).toBeNull();
    // One version: the first compaction only started the clock.
    const [{ n }] = (await t.db.query(`SELECT count(*)::int AS n FROM bids.workspace_version WHERE workspace_id = $1`, [
      workspace.id,
    ])) as Array<{ n: number }>;
    expect(n).toBe(1);

    writer.type(' — later', 'end');
    await writer.acked();
    const current = (await t.request('GET', `/api/workspace/${workspace.id}`, provider)).body;
    const restored = await t.request('POST', `/api/workspace/${workspace.id}/versions/${automatic.number}/restore`, provider, {
      sectionId: workspace.sections[0].id,
      version: current.workspace?.version ?? current.version,
    });
    expect(restored.status).toBe(200);
    await eventually('the restored text in the editor', () => writer.text() === 'Opening text — first change — second change');
  });
});
