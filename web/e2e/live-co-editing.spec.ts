// Live co-editing: a provider and the expert it invited type into the same section at the same time, each in their
// own browser context, over the real socket of the all-in-one server; both end with every word, see each other in the
// section, and the REST view answers the merged text; once the bid is submitted both editors are read-only.
// Run from the repository root after `npm run build`:
//   npx playwright test -c web/playwright.config.ts live-co-editing.spec.ts
import type { Locator } from '@playwright/test';
import {
  apiCall,
  createConfirmedExpert,
  createConfirmedProvider,
  expect,
  PASSWORD,
  serverUrl,
  signedInContext,
  test,
  uniqueEmail,
} from './fixtures';

const api = apiCall;

/** An editor's text without the other people's carets (their name labels sit inside the text). */
const textOf = (editor: Locator) =>
  editor.evaluate((element) => {
    const clone = element.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('.collaboration-carets__caret').forEach((caret) => caret.remove());
    return clone.textContent;
  });

/**
 * A browser context already signed in with what POST /account/login answered, stored as the web app stores it (the
 * login screen has its own journeys; here it would only add two slow password hashes on a loaded machine).
 */
test('two people type into one section at once: both keep every word and see each other', async ({ browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const provider = await createConfirmedProvider(serverUrl(), uniqueEmail('live-provider'));
  const expertEmail = uniqueEmail('live-expert');
  const expertName = `Erin Expert ${stamp}`;
  const expertId = await createConfirmedExpert(expertEmail, expertName);
  const providerLogin = await api('POST', '/account/login', { email: provider.email, password: provider.password });
  const expertLogin = await api('POST', '/account/login', { email: expertEmail, password: PASSWORD });

  // A workspace for a demo tender with one section, the expert invited to it and accepting (the bids service learns
  // tenders and accounts from events: retry until it knows them).
  const tenders = await api('GET', '/tenders/filter-search?page=1&limit=5', undefined, providerLogin.accessToken);
  const tenderId: string = tenders.foundTenders[0].id ?? tenders.foundTenders[0]._id;
  const workspaceName = `Live bid ${stamp}`;
  let workspaceId = '';
  await expect(async () => {
    const created = await api(
      'POST',
      '/workspace/create',
      { name: workspaceName, tender: tenderId, sections: [{ title: 'Method statement', body: 'Our approach.' }] },
      providerLogin.accessToken,
    );
    workspaceId = created.workspace.id;
  }).toPass({ timeout: 30_000 });
  let bidId = '';
  await expect(async () => {
    const invited = await api(
      'POST',
      '/bids/create',
      { tender: tenderId, expert: expertId, workspace: workspaceId },
      providerLogin.accessToken,
    );
    bidId = invited.bid.id;
  }).toPass({ timeout: 30_000 });
  await api('PATCH', `/bids/respond-to-invitation/${bidId}`, { status: 'Accepted' }, expertLogin.accessToken);

  const providerContext = await signedInContext(browser, providerLogin);
  const expertContext = await signedInContext(browser, expertLogin);
  const a = await providerContext.newPage();
  const b = await expertContext.newPage();
  await a.goto(`/v3/dashboard/my-workspace/${workspaceId}`);
  await b.goto('/v3/expert-dashboard/my-workspace');
  await b.getByRole('link', { name: workspaceName }).click();

  const editorA = a.getByRole('textbox', { name: 'Text of Method statement' });
  const editorB = b.getByRole('textbox', { name: 'Text of Method statement' });
  // The body written before live editing is the document's first paragraph.
  await expect(editorA).toHaveText('Our approach.');
  await expect(editorB).toHaveText('Our approach.');
  await expect(a.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  // Each puts the cursor in the text (keyboard only: Tab order reaches the editor; End goes to the line's end).
  await editorA.focus();
  await a.keyboard.press('Control+End');
  await editorB.focus();
  await b.keyboard.press('Control+Home');
  // Presence: each sees the other in the section.
  await expect(a.getByRole('list', { name: 'Writing in Method statement' })).toContainText(expertName);
  await expect(b.getByRole('list', { name: 'Writing in Method statement' })).toContainText('Pat Provider');

  await Promise.all([a.keyboard.type(' We visit every client weekly.', { delay: 15 }), b.keyboard.type('Summary first. ', { delay: 15 })]);
  const merged = 'Summary first. Our approach. We visit every client weekly.';
  await expect.poll(() => textOf(editorA)).toBe(merged);
  await expect.poll(() => textOf(editorB)).toBe(merged);
  // The other's caret carries their name.
  await expect(a.locator('.collaboration-carets__label', { hasText: expertName })).toBeVisible();
  await expect(b.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  // A bold word through the toolbar, keyboard only.
  await b.keyboard.press('Control+b');
  await b.keyboard.type('Bold ');
  await expect.poll(() => textOf(editorA.locator('strong'))).toBe('Bold ');

  // The REST view answers the merged body (the projection follows the live text within seconds).
  await expect(async () => {
    const [workspace] = (await api('GET', `/workspace/search?id[0]=${workspaceId}`, undefined, providerLogin.accessToken)).foundWorkspaces;
    expect(workspace.sections[0].body).toBe('<p>Summary first. <strong>Bold </strong>Our approach. We visit every client weekly.</p>');
  }).toPass({ timeout: 30_000 });

  // The bid is submitted (the section approved step by step, then the workspace): both editors turn read-only, and
  // what is typed afterwards reaches nobody.
  const token = providerLogin.accessToken;
  const current = async () => (await api('GET', `/workspace/${workspaceId}`, undefined, token)).workspace;
  for (const status of ['drafting', 'in-review', 'approved']) {
    const { sections } = await current();
    await api('PATCH', `/workspace/${workspaceId}/sections/${sections[0].id}`, { version: sections[0].version, status }, token);
  }
  for (const status of ['in-review', 'submitted'])
    await api('PATCH', `/workspace/update/${workspaceId}`, { version: (await current()).version, status }, token);
  for (const page of [a, b])
    await expect(page.getByRole('status').filter({ hasText: 'Submitted: this text is read-only.' })).toBeVisible({ timeout: 20_000 });
  await expect(editorA).toHaveAttribute('contenteditable', 'false');
  const submitted = await textOf(editorB);
  await editorA.press('End').catch(() => undefined);
  await a.keyboard.type(' Too late.');
  await expect.poll(() => textOf(editorB)).toBe(submitted);
  expect(await textOf(editorA)).toBe(submitted);

  await providerContext.close();
  await expertContext.close();
});
