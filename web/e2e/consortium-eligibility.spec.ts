// Consortium eligibility (issue 15): two approved partner companies each score below 60 on a tender whose criteria an
// admin set; they form a consortium, and the lead's tender page shows "You: … — with <consortium>: 100" and, opened,
// which member closes which gap. Runs against the main e2e server (real OCDS demo tenders, first admin E2E_ADMIN).
// Run from the repository root after `npm run build`:  npx playwright test -c web/playwright.config.ts consortium-eligibility.spec.ts
import { E2E_ADMIN } from '../../scripts/e2e-server.mjs';
import { apiCall as api, approvedPartner, expect, logIn, PASSWORD, screenshots, test } from './fixtures';

test('two companies each below 60 on a tender are eligible together, and see who closes which gap', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const admin = await api('POST', '/admin/login', E2E_ADMIN);
  const lead = await approvedPartner(`Durham Care ${stamp} Ltd`, admin.accessToken);
  const partner = await approvedPartner(`Northwest Digital ${stamp} Ltd`, admin.accessToken);

  // A real demo tender, with criteria the admin sets: home care in the North West, £1m turnover, ISO 27001.
  const search = await api('GET', '/tender/search?includeAll=true&limit=1&query=care');
  const tender = search.foundTenders[0] as { id: string; title: string };
  await api(
    'POST',
    '/tender-criteria/add',
    {
      tender: tender.id,
      requirements: [
        { type: 'serviceCategory', cpvCodes: ['85311000'], weight: 3, mandatory: true },
        { type: 'region', regions: ['North West'], weight: 2 },
        { type: 'minimumTurnover', minimum: 1_000_000, weight: 2 },
        { type: 'certification', name: 'ISO 27001', weight: 2 },
      ],
    },
    admin.accessToken,
  );
  // Each company's facts: the lead does care in the North East; the partner does IT in the North West with ISO 27001.
  await api(
    'POST',
    '/user-criteria/add',
    { serviceCategories: ['85'], regions: ['North East'], annualTurnover: 600_000 },
    lead.accessToken,
  );
  await api(
    'POST',
    '/user-criteria/add',
    { serviceCategories: ['72'], regions: ['North West'], annualTurnover: 500_000, certifications: ['ISO 27001'] },
    partner.accessToken,
  );
  const own = async (who: typeof lead) =>
    (await api('GET', `/tender-criteria/check-status?tenderCriteria=${tender.id}&account=${who.accountId}`, undefined, who.accessToken))
      .rating as number;
  await expect.poll(() => own(lead)).toBeLessThan(60);
  await expect.poll(() => own(partner)).toBeLessThan(60);

  // They form a consortium (the consortiums service learns of approved partners from events: retry until accepted).
  const name = `North Care Partnership ${stamp}`;
  let consortiumId = '';
  await expect(async () => {
    consortiumId = (await api('POST', '/consortium/create', { name }, lead.accessToken)).consortium.id;
  }).toPass({ timeout: 30_000 });
  const invite = await api(
    'POST',
    '/consortium-request/send-invite',
    { consortium: consortiumId, account: partner.accountId },
    lead.accessToken,
  );
  await api('PATCH', `/consortium-request/update/${invite.consortiumRequest.id}`, { status: 'Approve' }, partner.accessToken);

  // The lead opens the tender: its own rating, and the consortium's on both companies' facts.
  const ownRating = await own(lead);
  await page.goto('/v3/login');
  await logIn(page, lead.email, PASSWORD);
  await page.goto(`/tender/${tender.id}`);
  const panel = page.getByRole('region', { name: 'Your eligibility' });
  await expect(panel.getByLabel(`Rating ${ownRating} out of 100`)).toBeVisible();
  const line = panel.getByRole('list', { name: 'With your consortiums' });
  await expect(async () => {
    await page.reload();
    await expect(line.getByRole('listitem').first()).toContainText(`You: ${ownRating} — with ${name}: 100`, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await line.getByRole('button', { name: 'Who closes which gap' }).click();
  const how = panel.getByRole('list', { name: `How ${name} meets this tender` });
  await expect(how.getByRole('listitem')).toHaveText([
    `${lead.company} meets this`,
    `${partner.company} closes this: Serves North West`,
    `Together: ${lead.company} + ${partner.company} meet annual turnover of at least £1,000,000`,
    `${partner.company} closes this: ISO 27001`,
  ]);
  await expect(panel.getByText('Together you meet every requirement.')).toBeVisible();
  await screenshots(page, testInfo, 'consortium-eligibility');
});
