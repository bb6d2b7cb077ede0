// The campaign's verdicts, read from the databases and the mailbox: the pipeline's backlog (for recovery times) and,
// at the end, exactly-once application of every event by every consumer, the acknowledged writes, the replicas, the
// dead letters and the mails.
import pg from 'pg';
import { SERVICES } from './infra.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function database(url) {
  const pool = new pg.Pool({ connectionString: url, max: 3, connectionTimeoutMillis: 3000, idleTimeoutMillis: 5000 });
  pool.on('error', () => undefined); // a PostgreSQL shutdown is a fault we cause: the next query reconnects
  return pool;
}

/** Every service's outbox as one relation (id text, type, created_at, published_at). */
const allOutboxes = SERVICES.map((s) => `SELECT id::text AS id, type, created_at, published_at FROM ${s}.outbox_message`).join(
  ' UNION ALL ',
);

/** Pairs (consumer, type) of the consumers of `service`, as two arrays for unnest. */
function pairsOf(consumers, service) {
  const names = [];
  const types = [];
  for (const consumer of consumers.filter((c) => c.service === service)) {
    for (const type of consumer.types) {
      names.push(consumer.name);
      types.push(type);
    }
  }
  return [names, types];
}

/**
 * The backlog of what was written up to `until` (and since `since`): outbox rows not yet published, and per
 * consumer the events of its types not yet in its inbox. Answers { unpublished, unapplied, total, behind } (behind:
 * 'service/consumer n' per consumer with a backlog).
 */
export async function backlog(db, consumers, since, until) {
  const [{ unpublished }] = (
    await db.query(`SELECT count(*)::int AS unpublished FROM (${allOutboxes}) o WHERE published_at IS NULL AND created_at <= $1`, [until])
  ).rows;
  let unapplied = 0;
  const behind = [];
  for (const service of SERVICES) {
    const [names, types] = pairsOf(consumers, service);
    if (!names.length) continue;
    const { rows } = await db.query(
      `SELECT ct.consumer, count(*)::int AS n
         FROM unnest($1::text[], $2::text[]) AS ct(consumer, type)
         JOIN (${allOutboxes}) o ON o.type = ct.type AND o.created_at > $3 AND o.created_at <= $4
        WHERE NOT EXISTS (SELECT 1 FROM ${service}.processed_event p WHERE p.consumer = ct.consumer AND p.event_id = o.id)
        GROUP BY 1`,
      [names, types, since, until],
    );
    for (const row of rows) {
      unapplied += row.n;
      behind.push(`${service}/${row.consumer} ${row.n}`);
    }
  }
  return { unpublished, unapplied, total: unpublished + unapplied, behind };
}

/**
 * The events written to the outboxes in (from, to], per type: { type, written, consumers, applied, appliedDuring }
 * (applied: inbox rows of those events, one per consumer that subscribes to the type; appliedDuring: those applied
 * by `to`). Set-based: one grouped query per service.
 */
export async function eventCounts(db, consumers, from, to) {
  const byType = new Map();
  const entry = (type) => {
    if (!byType.has(type)) byType.set(type, { type, written: 0, consumers: 0, applied: 0, appliedDuring: 0 });
    return byType.get(type);
  };
  const { rows } = await db.query(
    `SELECT type, count(*)::int AS n FROM (${allOutboxes}) o WHERE created_at > $1 AND created_at <= $2 GROUP BY type`,
    [from, to],
  );
  for (const row of rows) entry(row.type).written = row.n;
  for (const consumer of consumers) for (const type of consumer.types) if (byType.has(type)) entry(type).consumers += 1;
  for (const service of SERVICES) {
    const [names, types] = pairsOf(consumers, service);
    if (!names.length) continue;
    const applied = await db.query(
      `WITH ct AS (SELECT * FROM unnest($1::text[], $2::text[]) AS ct(consumer, type)),
            ev AS (SELECT id, type FROM (${allOutboxes}) o WHERE created_at > $3 AND created_at <= $4)
       SELECT ev.type, count(*)::int AS applied, count(*) FILTER (WHERE p.processed_at <= $4)::int AS during
         FROM ct JOIN ev ON ev.type = ct.type
         JOIN ${service}.processed_event p ON p.consumer = ct.consumer AND p.event_id = ev.id
        GROUP BY ev.type`,
      [names, types, from, to],
    );
    for (const row of applied.rows) {
      entry(row.type).applied += row.applied;
      entry(row.type).appliedDuring += row.during;
    }
  }
  return [...byType.values()].sort((a, b) => b.written - a.written);
}

/** Mails queued up to `until` that are still pending. */
export async function pendingMails(db, until) {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM notifications.mail_message WHERE status = 'pending' AND created_at <= $1`,
    [until],
  );
  return rows[0].n;
}

/** The database's clock (the outbox timestamps are the database's). */
export async function dbNow(db) {
  return (await db.query('SELECT clock_timestamp() AS now')).rows[0].now;
}

/**
 * Polls `measure` (answers a number, 0 = recovered) every 500 ms from now; resolves with the seconds it took, or
 * null when it was not 0 within `limitMs`. Query failures (the database is what broke) count as not recovered.
 */
export async function timeToZero(measure, limitMs) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    try {
      if ((await measure()) === 0) return (Date.now() - started) / 1000;
    } catch {
      // the database is not back yet
    }
    await sleep(500);
  }
  return null;
}

/**
 * The end-of-run checks. Answers rows { check, count, bad, detail } (bad > 0 is a violation). `origin`: the load's
 * start (ms), for the times of duplicated mails; `kills`: [{ service, at (ms) }] of the kill -9 faults.
 */
export async function finalChecks({ db, consumers, ledger, mail, origin = 0, kills = [] }) {
  const rows = [];
  const add = (check, count, bad, detail = '') => rows.push({ check, count, bad, detail });
  const q = async (sql, params) => (await db.query(sql, params)).rows;

  // Outbox: all published.
  const [outbox] = await q(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE published_at IS NULL)::int AS pending FROM (${allOutboxes}) o`,
  );
  add('events written (outbox rows), all published', outbox.total, outbox.pending, outbox.pending ? `${outbox.pending} unpublished` : '');

  // Every consumer: each event of its types applied once (inbox pk: at most once), none missing, none foreign.
  let expected = 0;
  let missing = 0;
  let foreign = 0;
  const missingBy = [];
  for (const service of SERVICES) {
    const [names, types] = pairsOf(consumers, service);
    if (!names.length) continue;
    // Set-based: every (consumer, event) pair expected beside every inbox row of those consumers, in one grouped
    // full join (hash joins, whatever the volume).
    const perConsumer = await q(
      `WITH ct AS (SELECT * FROM unnest($1::text[], $2::text[]) AS ct(consumer, type)),
            want AS (SELECT ct.consumer, ev.id FROM ct JOIN (${allOutboxes}) ev ON ev.type = ct.type),
            got AS (SELECT p.consumer, p.event_id AS id FROM ${service}.processed_event p WHERE p.consumer = ANY($1::text[]))
       SELECT coalesce(w.consumer, g.consumer) AS consumer,
              count(w.id)::int AS expected,
              count(*) FILTER (WHERE g.id IS NULL)::int AS missing,
              count(*) FILTER (WHERE w.id IS NULL)::int AS foreign
         FROM want w FULL JOIN got g ON g.consumer = w.consumer AND g.id = w.id
        GROUP BY 1`,
      [names, types],
    );
    for (const row of perConsumer) {
      expected += row.expected;
      missing += row.missing;
      foreign += row.foreign;
      if (row.missing || row.foreign) missingBy.push(`${service}/${row.consumer}: ${row.missing} missing, ${row.foreign} unknown`);
    }
  }
  add(
    `events applied by ${consumers.length} consumers (inbox rows vs outbox)`,
    expected,
    missing + foreign,
    missingBy.slice(0, 4).join('; '),
  );

  // Dead letters: none.
  const [dead] = await q(
    `SELECT count(*)::int AS n FROM (${SERVICES.map((s) => `SELECT id FROM ${s}.dead_letter`).join(' UNION ALL ')}) d`,
  );
  const deadSample = dead.n
    ? (
        await q(
          `SELECT consumer, event_type, left(error, 120) AS error FROM (${SERVICES.map((s) => `SELECT consumer, event_type, error FROM ${s}.dead_letter`).join(' UNION ALL ')}) d LIMIT 3`,
        )
      )
        .map((r) => `${r.consumer} ${r.event_type}: ${r.error}`)
        .join('; ')
    : '';
  add('dead letters', dead.n, dead.n, deadSample);

  // Effects of events applied once: the bookmark replica equals the source; notifications once per event and kind.
  const [bookmarks] = await q(
    `SELECT (SELECT count(*)::int FROM accounts.bookmark) AS source,
            (SELECT count(*)::int FROM (SELECT account_id, tender_id FROM accounts.bookmark EXCEPT SELECT account_id, tender_id FROM tenders.bookmark) x) AS missing,
            (SELECT count(*)::int FROM (SELECT account_id, tender_id FROM tenders.bookmark EXCEPT SELECT account_id, tender_id FROM accounts.bookmark) x) AS extra`,
  );
  add(
    'bookmarks: tenders replica = accounts',
    bookmarks.source,
    bookmarks.missing + bookmarks.extra,
    bookmarks.missing + bookmarks.extra ? `${bookmarks.missing} missing, ${bookmarks.extra} extra` : '',
  );
  const [requests] = await q(
    `SELECT (SELECT count(*)::int FROM consortiums.consortium_request) AS source,
            (SELECT count(*)::int FROM (SELECT id, status FROM consortiums.consortium_request EXCEPT SELECT request_id, status FROM notifications.consortium_request) x) AS differ`,
  );
  add(
    'invitations: notifications replica = consortiums',
    requests.source,
    requests.differ,
    requests.differ ? `${requests.differ} missing or stale` : '',
  );
  const [notes] = await q(
    `SELECT count(*)::int AS total, (count(*) - count(DISTINCT (source_event_id, recipient_account_id, kind)))::int AS dup
       FROM notifications.notification WHERE source_event_id IS NOT NULL`,
  );
  add('notifications (one per event, recipient, kind)', notes.total, notes.dup);
  // Each crossing into the 80+ bands made exactly one notification for its account: an EligibilityCalculated (an
  // account's re-rating) is one crossing, a TenderRatingsCrossed (a tender's re-rating) lists up to 1,000.
  const [matches] = await q(
    `WITH ev AS (
            SELECT id::text AS id, envelope->'payload'->>'accountId' AS account
              FROM eligibility.outbox_message WHERE type = 'eligibility.result.calculated'
            UNION ALL
            SELECT o.id::text, c->>'accountId'
              FROM eligibility.outbox_message o, jsonb_array_elements(o.envelope->'payload'->'crossings') c
             WHERE o.type = 'eligibility.result.tender-crossed'),
          n AS (SELECT source_event_id AS id, recipient_account_id::text AS account, count(*) AS c
                  FROM notifications.notification WHERE kind = 'eligibility-match' GROUP BY 1, 2)
     SELECT (SELECT count(*)::int FROM ev) AS events,
            (SELECT count(*)::int FROM ev LEFT JOIN n USING (id, account) WHERE n.c IS DISTINCT FROM 1) AS bad,
            (SELECT count(*)::int FROM n WHERE (n.id, n.account) NOT IN (SELECT id, account FROM ev)) AS strangers`,
  );
  add(
    'eligibility matches: one notification per crossing (EligibilityCalculated, TenderRatingsCrossed)',
    matches.events,
    matches.bad + matches.strangers,
    matches.bad + matches.strangers ? `${matches.bad} events without exactly one, ${matches.strangers} unknown` : '',
  );

  // Tender criteria changes: the last acknowledged set kept, and every seeded provider's rating of each hot tender
  // follows it (all 100 after the set they meet, none stored after the one they do not).
  if (ledger.hotTenders?.size) {
    const seededIds = ledger.seeded.map((p) => p.accountId);
    const hot = [...ledger.hotTenders.keys()];
    const stored = new Map(
      (
        await q(
          `SELECT c.tender_id::text AS tender,
                  (SELECT count(*)::int FROM jsonb_array_elements(c.requirements) r WHERE r->>'type' = 'certification') AS certs,
                  (SELECT count(*)::int FROM eligibility.eligibility_result e
                    WHERE e.tender_id = c.tender_id AND e.account_id = ANY($2::uuid[]) AND e.rating = 100) AS top
             FROM eligibility.tender_criteria c WHERE c.tender_id::text = ANY($1::text[]) AND c.lot IS NULL`,
          [hot, seededIds],
        )
      ).map((r) => [r.tender, r]),
    );
    let bad = 0;
    const samples = [];
    for (const tender of hot) {
      const row = stored.get(tender);
      const level = row ? (row.certs > 0 ? 'low' : 'high') : null;
      const possible = ledger.hotTenders.get(tender).possible;
      const ratingsOk = level === null || row.top === (level === 'high' ? seededIds.length : 0);
      if (!possible.includes(level) || !ratingsOk) {
        bad += 1;
        samples.push(`${tender}: ${level} (${row?.top ?? 0} rated 100), expected ${possible.join('|')}`);
      }
    }
    add(
      `tender criteria flips: last acknowledged kept, ratings of ${seededIds.length} seeded follow`,
      hot.length,
      bad,
      samples.slice(0, 2).join('; '),
    );
  }

  // Acknowledged writes.
  const accountIds = ledger.accounts.map((a) => a.accountId);
  const [accounts] = await q(`SELECT count(*)::int AS n FROM accounts.account WHERE id = ANY($1::uuid[])`, [accountIds]);
  add('acknowledged sign-ups present', accountIds.length, accountIds.length - accounts.n);

  const messageIds = ledger.messages.map((m) => m.id);
  const [messages] = await q(`SELECT count(*)::int AS n FROM messages.message WHERE id = ANY($1::uuid[])`, [messageIds]);
  add('acknowledged messages present', messageIds.length, messageIds.length - messages.n);
  const [dupBodies] = await q(
    `SELECT count(*)::int AS n FROM (SELECT body FROM messages.message WHERE body = ANY($1::text[]) GROUP BY body HAVING count(*) > 1) d`,
    [ledger.messageBodies],
  );
  add('messages stored at most once', ledger.messageBodies.length, dupBodies.n);

  const users = ledger.users;
  const stateCheck = async (label, sql, stateOf, keyOf) => {
    const found = new Map((await q(sql, [users.map(keyOf)])).map((r) => [r.key, r.value]));
    let bad = 0;
    const samples = [];
    for (const user of users) {
      const value = found.has(keyOf(user)) ? found.get(keyOf(user)) : null;
      if (!stateOf(user).possible.includes(value)) {
        bad += 1;
        if (samples.length < 2)
          samples.push(`user ${user.n}: ${JSON.stringify(value)} not in ${JSON.stringify(stateOf(user).possible.slice(0, 3))}`);
      }
    }
    add(label, users.length, bad, samples.join('; '));
  };
  await stateCheck(
    'workspace edits: last acknowledged kept',
    `SELECT id::text AS key, description AS value FROM bids.workspace WHERE id = ANY($1::uuid[])`,
    (u) => u.workspaceState,
    (u) => u.workspace.id,
  );
  await stateCheck(
    'consortium edits: last acknowledged kept',
    `SELECT id::text AS key, description AS value FROM consortiums.consortium WHERE id = ANY($1::uuid[])`,
    (u) => u.consortiumState,
    (u) => u.consortiumId,
  );
  await stateCheck(
    'criteria changes: last acknowledged kept',
    `SELECT account_id::text AS key, staff_count AS value FROM eligibility.user_criteria WHERE account_id = ANY($1::uuid[])`,
    (u) => u.criteriaState,
    (u) => u.accountId,
  );

  let bookmarkAcks = 0;
  let bookmarkBad = 0;
  const stored = new Set(
    (
      await q(`SELECT account_id::text || ' ' || tender_id AS k FROM accounts.bookmark WHERE account_id = ANY($1::uuid[])`, [
        users.map((u) => u.accountId),
      ])
    ).map((r) => r.k),
  );
  for (const user of users) {
    for (const [tender, state] of user.bookmarkStates) {
      if (state === null) continue;
      bookmarkAcks += 1;
      if (stored.has(`${user.accountId} ${tender}`) !== state) bookmarkBad += 1;
    }
  }
  add('bookmark adds/removes: last acknowledged kept', bookmarkAcks, bookmarkBad);

  const inviteIds = [...ledger.invites.keys()];
  const statuses = new Map(
    (await q(`SELECT id::text, status FROM consortiums.consortium_request WHERE id = ANY($1::uuid[])`, [inviteIds])).map((r) => [
      r.id,
      r.status,
    ]),
  );
  const inviteBad = inviteIds.filter((id) => !ledger.invites.get(id).possible.has(statuses.get(id))).length;
  add('invitations and answers: acknowledged kept', inviteIds.length, inviteBad);

  // Mail: every queued mail sent, each received exactly once (by its Message-ID, which is the queue row's id).
  const mails = await q(`SELECT id::text, status FROM notifications.mail_message`);
  const received = new Map();
  for (const message of mail.messages) {
    const id = /^<([^@>]+)@/.exec(message.messageId)?.[1] ?? message.messageId;
    received.set(id, (received.get(id) ?? 0) + 1);
  }
  const unsent = mails.filter((m) => m.status !== 'sent').length;
  const lost = mails.filter((m) => m.status === 'sent' && !received.has(m.id)).length;
  const duplicated = [...received.values()].filter((n) => n > 1).reduce((sum, n) => sum + n - 1, 0);
  // When each copy arrived (seconds after the load started), to set beside the faults' times.
  const copies = [...received.entries()]
    .filter(([, n]) => n > 1)
    .slice(0, 4)
    .map(([id]) =>
      mail.messages
        .filter((m) => m.messageId.includes(id))
        .map((m) => ((m.receivedAt - origin) / 1000).toFixed(1))
        .join('/'),
    );
  const known = new Set(mails.map((m) => m.id));
  const strangers = [...received.keys()].filter((id) => !known.has(id)).length;
  add(
    'mails queued → received once (Message-ID)',
    mails.length,
    unsent + lost + duplicated + strangers,
    unsent + lost + duplicated + strangers
      ? `${unsent} not sent, ${lost} lost, ${duplicated} duplicated${copies.length ? ` (copies at ${copies.join(', ')} s)` : ''}, ${strangers} unknown`
      : '',
  );
  const mailRow = rows[rows.length - 1];
  // A mail is sent again, with the same Message-ID, when the process sending it was killed after the server took it
  // and before it was recorded (no SMTP client can know): the first copy arrived while its sender was being killed.
  const killedSenders = kills.filter((k) => k.service === 'notifications');
  const resent = [...received.entries()].filter(([id, n]) => {
    if (n < 2) return false;
    const first = Math.min(...mail.messages.filter((m) => m.messageId.includes(id)).map((m) => m.receivedAt));
    return killedSenders.some((k) => first >= k.at - 2000 && first <= k.at + 500);
  }).length;
  if (resent) {
    mailRow.bad -= resent;
    mailRow.detail += `; ${resent} of them resent after kill -9 of the sending process (same Message-ID, receivers drop it)`;
  }
  return {
    rows,
    mailDuplicates: duplicated - resent,
    mailResent: resent,
    mailLost: lost + unsent,
    eventsMissing: missing,
    eventsForeign: foreign,
  };
}
