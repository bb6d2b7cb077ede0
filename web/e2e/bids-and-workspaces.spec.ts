// The bids journey: a provider creates a workspace for a real (demo) tender in the web app and writes a section; an
// expert signed up through the API is invited to that bid through the API (POST /bids/create as the provider), accepts
// in the web app, then sees the project and opens the workspace. Runs against the main e2e server.
// Run from the repository root after `npm run build`:  npx playwright test -c web/playwright.config.ts bids-and-workspaces.spec.ts
import {
  apiCall,
  createConfirmedExpert,
  createConfirmedProvider,
  expect,
  logIn,
  logOut,
  PASSWORD,
  screenshots,
  serverUrl,
  test,
  toast,
  uniqueEmail,
} from './fixtures';

const api = apiCall;

test('a provider writes a bid in a workspace, and an invited expert accepts and joins it', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const provider = await createConfirmedProvider(serverUrl(), uniqueEmail('bids-provider'));
  const expertEmail = uniqueEmail('bids-expert');
  const expertName = `Erin Expert ${stamp}`;
  const expertId = await createConfirmedExpert(expertEmail, expertName);
  const workspaceName = `Home care bid ${stamp}`;

  // 1. The provider creates a workspace for a tender found by search (the demo notices are mostly closed: include them).
  await page.goto('/v3/login');
  await logIn(page, provider.email, provider.password);
  await page.goto('/v3/dashboard/my-workspace');
  await expect(page.getByRole('heading', { name: 'My workspace', level: 1 })).toBeVisible();
  await expect(page.getByText(/^No workspaces yet\./)).toBeVisible();
  await page.getByRole('button', { name: 'New workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'New workspace' });
  await dialog.getByLabel(/^Workspace name/).fill(workspaceName);
  await dialog.getByLabel(/^Description/).fill('Lot 2: reablement. Safeguarding lead wanted.');
  await dialog.getByRole('tab', { name: 'Search tenders' }).click();
  await dialog.getByLabel('Keywords').fill('care');
  await dialog.getByRole('checkbox', { name: 'Include closed and awarded tenders' }).check();
  await dialog.getByRole('button', { name: 'Search' }).click();
  const choice = dialog
    .locator('label')
    .filter({ has: page.getByRole('radio') })
    .first();
  await expect(choice).toBeVisible({ timeout: 20_000 });
  const tenderTitle = ((await choice.locator('p').first().textContent()) ?? '').trim();
  expect(tenderTitle).not.toBe('');
  await choice.click();
  await screenshots(page, testInfo, 'workspace-create');
  await dialog.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page).toHaveURL(/\/v3\/dashboard\/my-workspace\/[0-9a-f-]{36}$/);
  await expect(toast(page, 'Workspace created successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: workspaceName, level: 1 })).toBeVisible();
  const workspaceId = page.url().split('/').pop()!;
  // The bids service learns tenders from events: its title shows once it knows the tender.
  await expect(page.getByRole('link', { name: tenderTitle })).toBeVisible();

  // 2. …and writes a section.
  const add = page.getByRole('form', { name: 'Add a section' });
  await add.getByLabel(/^New section title/).fill('Quality and safeguarding');
  await add.getByLabel('New section text').fill('Our registered manager leads safeguarding across every visit.');
  await add.getByRole('button', { name: 'Add section' }).click();
  await expect(toast(page, 'Workspace updated successfully!')).toBeVisible();
  const section = page.getByRole('form', { name: 'Section Quality and safeguarding' });
  // The body is now written live: the section's editor opens the document seeded from the text just saved.
  await expect(page.getByRole('textbox', { name: 'Text of Quality and safeguarding' })).toHaveText(
    'Our registered manager leads safeguarding across every visit.',
  );
  await expect(section.getByRole('button', { name: 'Save title' })).toBeDisabled();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('button', { name: 'Mark as submitted' })).toBeVisible();
  await screenshots(page, testInfo, 'workspace-page');

  // 3. The provider invites the expert to this bid through the API (the expert directory fills from events: retry).
  const login = await api('POST', '/account/login', { email: provider.email, password: provider.password });
  const [workspace] = (await api('GET', `/workspace/search?id[0]=${workspaceId}`, undefined, login.accessToken)).foundWorkspaces;
  expect(workspace.tender.title).toBe(tenderTitle);
  await expect(async () => {
    await api(
      'POST',
      '/bids/create',
      { tender: workspace.tender.id, expert: expertId, workspace: workspaceId, message: 'Would you lead our safeguarding section?' },
      login.accessToken,
    );
  }).toPass({ timeout: 30_000 });
  await page.goto('/v3/dashboard/my-workspace');
  const sent = page.getByRole('list', { name: 'Invitations sent' });
  await expect(sent.getByRole('listitem', { name: `${expertName}: ${tenderTitle}` })).toContainText('Pending');
  await screenshots(page, testInfo, 'workspace-list');
  await logOut(page);

  // 4. The expert sees the figures on the dashboard, and accepts the invitation.
  await logIn(page, expertEmail, PASSWORD);
  await expect(page).toHaveURL(/\/v3\/expert-dashboard$/);
  const figures = page.getByRole('region', { name: 'Your invitations to bid' });
  await expect(figures.getByText('Waiting for your answer')).toBeVisible();
  await screenshots(page, testInfo, 'expert-dashboard');
  await figures.getByRole('link', { name: 'Open invitations' }).click();
  await expect(page).toHaveURL(/\/v3\/expert-dashboard\/my-projects\/invitations$/);
  const waiting = page.getByRole('list', { name: 'Invitations waiting for your answer' });
  const invitation = waiting.getByRole('listitem', { name: tenderTitle });
  await expect(invitation).toContainText('Would you lead our safeguarding section?');
  await expect(invitation).toContainText(/Invited by Pat Provider, Joint Ventures Ltd/);
  await screenshots(page, testInfo, 'expert-invitations');
  await invitation.getByRole('button', { name: `Accept the invitation for ${tenderTitle}` }).click();
  await expect(toast(page, 'Invitation accepted')).toBeVisible();
  await expect(page.getByText('No invitations are waiting for your answer.')).toBeVisible();

  // 5. The project, its partner and the workspace.
  await page.getByRole('list', { name: 'Answered invitations' }).getByRole('link', { name: 'Open project' }).click();
  await expect(page.getByRole('heading', { name: tenderTitle, level: 1 })).toBeVisible();
  await expect(page.getByText('A project with Pat Provider, Joint Ventures Ltd.')).toBeVisible();
  await screenshots(page, testInfo, 'expert-project');
  await page.getByRole('link', { name: 'Open the bid’s workspace' }).click();
  await expect(page.getByRole('heading', { name: workspaceName, level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Text of Quality and safeguarding' })).toHaveText(
    'Our registered manager leads safeguarding across every visit.',
  );
  await expect(page.getByRole('list', { name: 'Experts' })).toContainText(expertName);

  await page.goto('/v3/expert-dashboard/my-workspace');
  await expect(page.getByRole('list', { name: 'Your workspaces' }).getByRole('link', { name: workspaceName })).toBeVisible();
  await page.goto('/v3/expert-dashboard/my-projects/partners');
  await expect(page.getByRole('list', { name: 'Project partners' }).getByRole('listitem', { name: 'Joint Ventures Ltd' })).toContainText(
    tenderTitle,
  );
  await screenshots(page, testInfo, 'expert-partners');
});
