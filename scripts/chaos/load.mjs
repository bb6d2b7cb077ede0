// The campaign's load: simulated providers doing real things over HTTP, no think time, while faults happen.
// Every write the server acknowledged is remembered (and every write it did not answer, which may or may not have
// happened), so the checks can tell a lost write from one that was never promised.
import { codeFrom, createConsortiumAndWorkspace, KEYWORDS, pick, sleep, weightedPicker } from './flows.mjs';

const PASSWORD = 'Chaos-pass-2026';

/** What the load remembers about writes, for the checks. */
export function newLedger() {
  return {
    accounts: [], // acknowledged sign-ups: { accountId, email }
    messages: [], // acknowledged messages: { id, body }
    messageBodies: [], // every body sent (acknowledged or not): each must be stored at most once
    invites: new Map(), // request id → { possible: Set<status> }
    users: [], // the simulated users (bookmarks, workspace, consortium and criteria states)
    hotTenders: new Map(), // tender id → { possible: ['high' | 'low' | null] }: the criteria sets the admin flipped
    seeded: [], // the bulk-seeded providers: { accountId, companyId, email }
  };
}

/** A value written by a sequence of requests: after an acknowledged write only it (and later unanswered ones) may be stored. */
function track(state, value, acknowledged) {
  if (acknowledged) state.possible = [value];
  else state.possible.push(value);
}

/**
 * The load for `users` (already signed up, approved, with a consortium and a workspace). Runs one loop per user
 * (with `thinkMs` on average between two actions) until `stop()`; `stats` holds the per-kind statistics.
 */
export function chaosLoad({
  client,
  users,
  tenderIds,
  mail,
  ledger,
  random,
  runId,
  thinkMs = 0,
  admin,
  hotTenders = [],
  flipMs = 0,
  criteria,
}) {
  const stats = new Map();
  let sequence = 0;
  const next = () => ++sequence;
  const record = (kind, answer, accepted) => {
    let entry = stats.get(kind);
    if (!entry) stats.set(kind, (entry = { count: 0, ok: 0, statuses: {}, samples: [] }));
    entry.count += 1;
    const status = answer.status === 0 ? 'network' : String(answer.status);
    entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
    if (accepted.includes(answer.status)) entry.ok += 1;
    else if (entry.samples.length < 3) entry.samples.push(`${status} ${JSON.stringify(answer.body).slice(0, 160)}`);
    return answer;
  };
  const act = async (kind, accepted, method, url, user, body) => {
    const answer = record(kind, await client.call(method, url, { body, token: user.token, ip: user.ip }), accepted);
    // A refused connection or a 502 answers at once: do not spin while a process is down.
    if ([0, 502, 503].includes(answer.status)) await sleep(100);
    return answer;
  };

  let signUps = 0;
  const actions = [
    [
      'tender search',
      10,
      (u) => act('tender search', [200], 'GET', `/tender/search?query=${encodeURIComponent(pick(KEYWORDS, random))}&page=1&limit=10`, u),
    ],
    ['tender view', 6, (u) => act('tender view', [200], 'GET', `/tender/view/${pick(tenderIds, random)}`, u)],
    [
      'bookmark',
      20,
      async (u) => {
        const tender = pick(tenderIds, random);
        const state = u.bookmarkStates.get(tender);
        const add = state !== true;
        const answer = await act(
          add ? 'bookmark add' : 'bookmark remove',
          [200],
          'PATCH',
          `/account/${add ? 'add' : 'remove'}-bookmark`,
          u,
          { tender: [tender] },
        );
        // Unanswered: it may or may not have happened (null = either).
        u.bookmarkStates.set(tender, answer.status === 200 ? add : null);
      },
    ],
    [
      'workspace edit',
      10,
      async (u) => {
        const description = `chaos ${runId} workspace ${u.n} #${next()}`;
        const answer = await act('workspace edit', [200, 409], 'PATCH', `/workspace/update/${u.workspace.id}`, u, {
          version: u.workspace.version,
          description,
        });
        if (answer.status === 409) {
          // An unanswered edit did happen after all: read the current version and go on.
          const list = await client.call('GET', '/workspace/search?page=1&limit=300', { token: u.token, ip: u.ip });
          const current =
            list.status === 200 ? (list.body.foundWorkspaces ?? list.body.workspaces ?? []).find?.((w) => w.id === u.workspace.id) : null;
          if (current) u.workspace.version = current.version;
          return;
        }
        track(u.workspaceState, description, answer.status === 200);
        if (answer.status === 200) u.workspace.version = answer.body.workspace.version;
      },
    ],
    [
      'consortium edit',
      10,
      async (u) => {
        const description = `chaos ${runId} consortium ${u.n} #${next()}`;
        const answer = await act('consortium edit', [200], 'PATCH', '/consortium/create', u, { id: u.consortiumId, description });
        track(u.consortiumState, description, answer.status === 200);
      },
    ],
    [
      'criteria change',
      10,
      async (u) => {
        const staffCount = next();
        const answer = await act('criteria change', [200, 201], 'POST', '/user-criteria/add', u, {
          staffCount,
          serviceCategories: [pick(['85311000', '72', '85000000'], random)],
        });
        track(u.criteriaState, staffCount, answer.status === 200 || answer.status === 201);
      },
    ],
    [
      'consortium invite',
      8,
      async (u) => {
        const other = pick(users, random);
        if (other === u) return;
        // 409: that company is already a member or has an open invitation.
        const answer = await act('consortium invite', [201, 409], 'POST', '/consortium-request/send-invite', u, {
          consortium: u.consortiumId,
          account: other.accountId,
          message: `Join us (${runId})`,
        });
        if (answer.status === 201) {
          const id = answer.body.consortiumRequest.id;
          ledger.invites.set(id, { possible: new Set(['Pending']) });
          other.invitations.push(id);
        }
      },
    ],
    [
      'invitation answer',
      8,
      async (u) => {
        const id = u.invitations.shift();
        if (!id) return;
        const status = random() < 0.5 ? 'Approve' : 'Rejected';
        const answer = await act('invitation answer', [200], 'PATCH', `/consortium-request/update/${id}`, u, { status });
        const invite = ledger.invites.get(id);
        if (answer.status === 200) invite.possible = new Set([status]);
        else invite.possible.add(status);
      },
    ],
    [
      'message',
      12,
      async (u) => {
        if (!u.conversationId) {
          const list = await act('conversations read', [200], 'GET', '/messages/conversations', u);
          u.conversationId = list.status === 200 ? list.body.conversations.find((c) => c.subjectId === u.consortiumId)?.id : undefined;
          if (!u.conversationId) return;
        }
        const body = `chaos ${runId} message ${u.n} #${next()}`;
        ledger.messageBodies.push(body);
        const answer = await act('message', [201], 'POST', `/messages/conversations/${u.conversationId}/messages`, u, { body });
        if (answer.status === 201) ledger.messages.push({ id: answer.body.message.id, body });
      },
    ],
    ['notifications read', 4, (u) => act('notifications read', [200], 'GET', `/notification/all/${u.accountId}?page=1&limit=10`, u)],
    [
      'sign-up',
      2,
      async (u) => {
        const n = ++signUps;
        const email = `chaos-${runId}-new-${n}@chaos.jointly.test`;
        const answer = await act('sign-up', [201], 'POST', '/account/register', u, {
          email,
          password: PASSWORD,
          name: `Chaos Newcomer ${n}`,
          companyName: `Chaos Newcomer ${runId} ${n}`,
        });
        if (answer.status !== 201) return;
        ledger.accounts.push({ accountId: answer.body.account.id, email });
        // The code comes by e-mail (the mail queue may be waiting for the SMTP server to come back).
        const deadline = Date.now() + 120_000;
        let code;
        while (!(code = codeFrom(mail.messages, email)) && Date.now() < deadline && !u.stopping) await sleep(250);
        if (!code) return;
        await act('sign-up verify', [200], 'POST', '/account/verify-and-auth', u, {
          userId: answer.body.account.id,
          otp: { id: answer.body.result.id, code },
        });
      },
    ],
  ];
  const nextAction = weightedPicker(actions, random);

  let stop = false;
  const loops = users.map(async (user) => {
    while (!stop) {
      await nextAction()[2](user);
      if (thinkMs) await sleep(thinkMs * (0.5 + random()));
    }
  });
  // Tender criteria changes at a steady rate (one every `flipMs`, whatever the answers take, at most 4 in flight):
  // an admin flips each hot tender between the criteria every seeded provider meets and those none meets, so each
  // flip up re-rates every provider into the 80+ bands (one EligibilityCalculated each, then their effects) and each
  // flip down drops their rating rows.
  if (admin && hotTenders.length && flipMs > 0) {
    for (const tender of hotTenders) ledger.hotTenders.set(tender, { possible: [null] });
    let flips = 0;
    const flip = async (tender, level) => {
      const answer = await act('tender criteria change', [200, 201], 'POST', '/tender-criteria/add', admin, {
        tender,
        requirements: criteria[level],
      });
      track(ledger.hotTenders.get(tender), level, answer.status === 200 || answer.status === 201);
    };
    const pending = new Set();
    loops.push(
      (async () => {
        // One tender after the other (round robin); each tender's flips in order (the next waits for the last).
        const last = new Map();
        let next = Date.now();
        while (!stop) {
          // Behind (4 in flight): this tick is skipped, the flips keep their alternation.
          if (pending.size < 4) {
            const tender = hotTenders[flips % hotTenders.length];
            const level = Math.floor(flips / hotTenders.length) % 2 === 0 ? 'high' : 'low';
            flips += 1;
            const run = (last.get(tender) ?? Promise.resolve()).then(() => flip(tender, level));
            last.set(tender, run);
            pending.add(run);
            void run.finally(() => pending.delete(run));
          }
          next += flipMs;
          await sleep(Math.max(0, next - Date.now()));
        }
        await Promise.all(pending);
      })(),
    );
  }
  return {
    stats,
    async stop() {
      stop = true;
      for (const user of users) user.stopping = true;
      await Promise.all(loops);
    },
  };
}

/** Per-user state the load keeps; call once the user has its consortium and workspace. */
export function initUserState(user) {
  user.bookmarkStates = new Map();
  user.invitations = [];
  user.workspaceState = { possible: ['Our bid'] };
  user.consortiumState = { possible: ['Care providers bidding together'] };
  user.criteriaState = { possible: [null] };
}

export { createConsortiumAndWorkspace, PASSWORD };
