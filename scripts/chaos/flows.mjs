// The user flows the load generators drive over HTTP (`npm run bench:soak`, `npm run chaos`): one keep-alive client
// over one or more entry points, the provider sign-up with its e-mail code, partner approval, a consortium and a bid
// workspace per user, and the soak's mix of reads and small edits.
import http from 'node:http';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const pick = (list, random = Math.random) => list[Math.floor(random() * list.length)];
export const KEYWORDS = [
  'care',
  'health',
  'support',
  'services',
  'home care',
  'mental health',
  'framework',
  'children',
  'training',
  'cleaning',
];
/** A client address per simulated user, as a proxy would report it (X-Forwarded-For). */
export const ipOf = (n) => `10.${100 + Math.floor(n / 62500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

/** Runs `work` over `items`, `concurrency` at a time. */
export async function eachLimited(items, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index], index);
      }
    }),
  );
}

/** Polls `check` every 200 ms until it answers something truthy; throws after `timeoutMs`. */
export async function until(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`setup: timed out waiting for ${what}`);
    await sleep(200);
  }
}

/**
 * An HTTP client over `ports` on 127.0.0.1 (the requests go round the ports in turn). `call` answers
 * { status, body, ms } (status 0: network error, body its message); `must` throws unless the status is `expected`,
 * retrying meanwhile on network errors and 502/503 when `retryUnavailableMs` is set (setup during faults).
 */
export function httpClient({ ports, sockets = 256, timeoutMs = 30_000, retryUnavailableMs = 0 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  let turn = 0;
  function call(method, url, { body, token, ip = '127.0.0.1' } = {}) {
    const port = ports[turn++ % ports.length];
    return new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = { accept: 'application/json', 'x-forwarded-for': ip };
      if (payload !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      const t0 = process.hrtime.bigint();
      const elapsed = () => Number(process.hrtime.bigint() - t0) / 1e6;
      const req = http.request({ host: '127.0.0.1', port, method, path: `/api${url}`, agent, headers, timeout: timeoutMs }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            /* not JSON: keep the text */
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, ms: elapsed() });
        });
        res.on('error', (error) => resolve({ status: 0, body: error.message, ms: elapsed() }));
      });
      req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on('error', (error) => resolve({ status: 0, body: error.message, ms: elapsed() }));
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }
  async function must(expected, method, url, options) {
    const deadline = Date.now() + retryUnavailableMs;
    for (;;) {
      const answer = await call(method, url, options);
      if (answer.status === expected) return answer.body;
      if ([0, 502, 503].includes(answer.status) && Date.now() < deadline) {
        await sleep(500);
        continue;
      }
      throw new Error(
        `setup: ${method} ${url} answered ${answer.status}, expected ${expected}: ${JSON.stringify(answer.body).slice(0, 300)}`,
      );
    }
  }
  return { call, must, agent, destroy: () => agent.destroy() };
}

/** Tender ids from searches over the keywords (every status), for the flows to view, bookmark and bid on. */
export async function collectTenderIds(client) {
  const ids = [];
  for (const query of ['', ...KEYWORDS]) {
    for (const page of [1, 2, 3]) {
      const found = await client.must(
        200,
        'GET',
        `/tender/search?query=${encodeURIComponent(query)}&includeAll=true&page=${page}&limit=50`,
      );
      for (const tender of found.foundTenders) if (!ids.includes(tender.id)) ids.push(tender.id);
    }
  }
  if (ids.length === 0) throw new Error('setup: no searchable tenders');
  return ids;
}

/** The verification code of the newest mail to `email` among `messages` ({ to: string[], subject }). */
export function codeFrom(messages, email) {
  const mail = messages.findLast((m) => m.to.includes(email) && /verification code is (\d{6})/i.test(m.subject));
  return mail && /verification code is (\d{6})/i.exec(mail.subject)[1];
}

/**
 * A provider signs up (201), reads the code from its e-mail (`codeFor(email)`), verifies and signs in; sets
 * user.token, accountId, companyId. `user`: { email, password, name, company, ip }.
 */
export async function signUpProvider(client, user, codeFor) {
  const signup = await client.must(201, 'POST', '/account/register', {
    body: { email: user.email, password: user.password, name: user.name, companyName: user.company },
    ip: user.ip,
  });
  user.accountId = signup.account.id;
  const code = await codeFor(user.email);
  const auth = await client.must(200, 'POST', '/account/verify-and-auth', {
    body: { userId: signup.account.id, otp: { id: signup.result.id, code } },
    ip: user.ip,
  });
  user.token = auth.accessToken;
  user.accountId = auth.user.id;
  user.companyId = auth.user.companyId;
  return user;
}

/** Each user asks to be a consortium partner; the admin approves them all. */
export async function approvePartners(client, admin, users, concurrency = 4) {
  await eachLimited(users, concurrency, (user) =>
    client.must(201, 'POST', '/partner/request', {
      body: { motivation: 'We bid for care frameworks with partners.' },
      token: user.token,
      ip: user.ip,
    }),
  );
  const waiting = await client.must(200, 'GET', '/partner/unverified', { token: admin.accessToken, ip: admin.ip });
  const byCompany = new Map(waiting.foundTalents.map((p) => [p.companyName, p.id]));
  await eachLimited(users, concurrency, async (user) => {
    const partnerId = byCompany.get(user.company);
    if (!partnerId) throw new Error(`setup: ${user.company} is not among the partners waiting for approval`);
    await client.must(200, 'PATCH', `/partner/approve/${partnerId}`, { body: {}, token: admin.accessToken, ip: admin.ip });
  });
}

/**
 * An approved partner creates its consortium and a bid workspace on one of `tenderIds` (each retried until the
 * approval and the tender have reached the consortiums and bids services as events); sets user.consortiumId and
 * user.workspace = { id, version }.
 */
export async function createConsortiumAndWorkspace(client, user, tenderIds) {
  const created = await until(`${user.company}'s consortium`, async () => {
    const answer = await client.call('POST', '/consortium/create', {
      body: { name: `${user.company} alliance`.slice(0, 120), description: 'Care providers bidding together' },
      token: user.token,
      ip: user.ip,
    });
    if (answer.status === 201) return answer.body;
    if (![403, 0, 502, 503].includes(answer.status)) {
      throw new Error(`setup: POST /consortium/create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return null;
  });
  user.consortiumId = created.consortium.id;
  const workspace = await until(`${user.company}'s workspace`, async () => {
    const answer = await client.call('POST', '/workspace/create', {
      body: {
        name: `${user.company} bid`.slice(0, 120),
        tender: pick(tenderIds),
        description: 'Our bid',
        sections: [{ title: 'Method statement' }],
      },
      token: user.token,
      ip: user.ip,
    });
    if (answer.status === 201) return answer.body.workspace;
    // The tender may not have reached the bids module's read model yet.
    if (![404, 400, 0, 502, 503].includes(answer.status)) {
      throw new Error(`setup: POST /workspace/create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return null;
  });
  user.workspace = { id: workspace.id, version: workspace.version };
}

/**
 * The soak's mix: [kind, weight, (user) => Promise] over `act(kind, expectedStatus, method, url, user, body)`, which
 * answers { ok, body }. Bookmark adds/removes keep user.bookmarks; workspace edits keep user.workspace.version.
 */
export function soakActions(act, tenderIds, random = Math.random) {
  const actions = [
    [
      'tender search',
      30,
      // Half the searches are over open tenders only (the default), half include closed ones (the "show all" toggle).
      (u) => {
        const all = random() < 0.5 ? '&includeAll=true' : '';
        const page = 1 + Math.floor(random() * 3);
        return act(
          'tender search',
          200,
          'GET',
          `/tender/search?query=${encodeURIComponent(pick(KEYWORDS, random))}${all}&page=${page}&limit=10`,
          u,
        );
      },
    ],
    ['tender view', 22, (u) => act('tender view', 200, 'GET', `/tender/view/${pick(tenderIds, random)}`, u)],
    [
      'bookmark add',
      7,
      async (u) => {
        const tender = pick(tenderIds, random);
        const { ok } = await act('bookmark add', 200, 'PATCH', '/account/add-bookmark', u, { tender: [tender] });
        if (ok && !u.bookmarks.includes(tender)) u.bookmarks.push(tender);
      },
    ],
    [
      'bookmark remove',
      6,
      async (u) => {
        if (u.bookmarks.length === 0) return actions[2][2](u);
        const tender = u.bookmarks.splice(Math.floor(random() * u.bookmarks.length), 1)[0];
        await act('bookmark remove', 200, 'PATCH', '/account/remove-bookmark', u, { tender: [tender] });
      },
    ],
    ['bookmarks read', 5, (u) => act('bookmarks read', 200, 'GET', '/account/get-bookmark', u)],
    ['notifications read', 6, (u) => act('notifications read', 200, 'GET', `/notification/all/${u.accountId}?page=1&limit=10`, u)],
    ['notifications unread', 5, (u) => act('notifications unread', 200, 'GET', `/notification/unread/${u.companyId}`, u)],
    ['workspace read', 6, (u) => act('workspace read', 200, 'GET', '/workspace/search?page=1&limit=300', u)],
    [
      'workspace edit',
      3,
      async (u) => {
        const { ok, body } = await act('workspace edit', 200, 'PATCH', `/workspace/update/${u.workspace.id}`, u, {
          version: u.workspace.version,
          description: `Our bid, draft ${Date.now()}`,
        });
        if (ok) u.workspace.version = body.workspace.version;
      },
    ],
    ['consortium read', 6, (u) => act('consortium read', 200, 'GET', `/consortium/view/${u.consortiumId}`, u)],
    [
      'consortium edit',
      4,
      (u) =>
        act('consortium edit', 200, 'PATCH', '/consortium/create', u, { id: u.consortiumId, description: `Care providers, ${Date.now()}` }),
    ],
  ];
  return actions;
}

/** Picks one of `actions` ([kind, weight, fn]) by weight. */
export function weightedPicker(actions, random = Math.random) {
  const total = actions.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let roll = random() * total;
    for (const action of actions) if ((roll -= action[1]) < 0) return action;
    return actions[0];
  };
}
