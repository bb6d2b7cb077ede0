// Consortium membership on the consortium page: the lead company removes one member company, and another member company
// leaves, each after a confirmation dialog, against the real server (DELETE /consortium/{id}/members/{companyId}).
// Run from the repository root after `npm run build`:  npx playwright test -c web/playwright.config.ts consortium-members.spec.ts
import { E2E_ADMIN } from '../../scripts/e2e-server.mjs';
import { apiCall, approvedPartner, expect, PASSWORD, signedInContext, test, toast } from './fixtures';

const api = apiCall;

test('the lead company removes a member, and another member company leaves', async ({ browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const admin = await api('POST', '/admin/login', E2E_ADMIN);
  const lead = await approvedPartner(`Lead Homecare ${stamp} Ltd`, admin.accessToken);
  const removed = await approvedPartner(`Removed Nursing ${stamp} Ltd`, admin.accessToken);
  const leaving = await approvedPartner(`Leaving Support ${stamp} Ltd`, admin.accessToken);
  const leadLogin = await api('POST', '/account/login', { email: lead.email, password: PASSWORD });
  const name = `Leeds Members Consortium ${stamp}`;

  // The consortium with two member companies, through the API (its screens have their own journey). The services
  // learn of approved partners from events: retry until they are known.
  let consortiumId = '';
  await expect(async () => {
    consortiumId = (await api('POST', '/consortium/create', { name }, leadLogin.accessToken)).consortium.id;
  }).toPass({ timeout: 30_000 });
  const logins: Record<string, any> = {};
  for (const partner of [removed, leaving]) {
    let requestId = '';
    await expect(async () => {
      const invite = await api(
        'POST',
        '/consortium-request/send-invite',
        { consortium: consortiumId, account: partner.accountId },
        leadLogin.accessToken,
      );
      requestId = invite.consortiumRequest.id;
    }).toPass({ timeout: 30_000 });
    logins[partner.company] = await api('POST', '/account/login', { email: partner.email, password: PASSWORD });
    await api('PATCH', `/consortium-request/update/${requestId}`, { status: 'Approve' }, logins[partner.company].accessToken);
  }

  // The lead company: "Remove" on each member, none on itself, and no "Leave consortium".
  const leadPage = await (await signedInContext(browser, leadLogin)).newPage();
  await leadPage.goto(`/consortium/${consortiumId}`);
  await expect(leadPage.getByRole('heading', { name, level: 1 })).toBeVisible();
  const leadMembers = leadPage.getByRole('list', { name: 'Members' });
  await expect(leadMembers.getByRole('listitem')).toHaveCount(3);
  await expect(leadMembers.getByRole('button', { name: `Remove ${lead.company}` })).toHaveCount(0);
  await expect(leadPage.getByRole('button', { name: 'Leave consortium' })).toHaveCount(0);

  // …removes one member company after confirming; the list shows the two that remain.
  await leadMembers.getByRole('button', { name: `Remove ${removed.company}` }).click();
  const confirm = leadPage.getByRole('dialog', { name: `Remove ${removed.company} from ${name}?` });
  await confirm.getByRole('button', { name: 'Remove member' }).click();
  await expect(toast(leadPage, `${removed.company} was removed from ${name}.`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(leadMembers.getByRole('listitem')).toHaveCount(2);
  await expect(leadMembers).not.toContainText(removed.company);
  await expect(leadPage.getByRole('heading', { name: 'Members (2)', level: 2 })).toBeFocused();
  // The removed company no longer reads the consortium.
  await expect(api('GET', `/consortium/view/${consortiumId}`, undefined, logins[removed.company].accessToken)).rejects.toThrow(/→ 403/);

  // The other member company: "Leave consortium", and "Remove" on nobody.
  const memberPage = await (await signedInContext(browser, logins[leaving.company])).newPage();
  await memberPage.goto(`/consortium/${consortiumId}`);
  await expect(memberPage.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(memberPage.getByRole('list', { name: 'Members' }).getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await memberPage.getByRole('button', { name: 'Leave consortium' }).click();
  const leave = memberPage.getByRole('dialog', { name: `Leave ${name}?` });
  await leave.getByRole('button', { name: 'Leave consortium' }).click();
  await expect(memberPage).toHaveURL(/\/consortium\/dashboard$/);
  await expect(toast(memberPage, `You left ${name}.`)).toBeVisible();
  await expect(memberPage.getByRole('heading', { name: 'Consortiums', level: 1 })).toBeVisible();
  await expect(memberPage.getByRole('link', { name })).toHaveCount(0);

  // The lead company's page, reloaded, has itself alone.
  await leadPage.reload();
  await expect(leadMembers.getByRole('listitem')).toHaveCount(1);
  await expect(leadPage.getByText(`Led by ${lead.company} · 1 member`)).toBeVisible();
});
