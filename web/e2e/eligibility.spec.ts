// The eligibility journey: an expert (signed up through the API) saves their listing in the web app; a provider saves
// eligibility criteria that fit a real open (demo) tender, recalculates and sees the summary and the list on
// /v3/dashboard/eligibility with a band filter, opens the tender and sees the breakdown, then finds the expert for that
// tender and invites them to bid. Runs against the main e2e server.
// Run from the repository root after `npm run build`:  npx playwright test -c web/playwright.config.ts eligibility.spec.ts
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

/** The band button label ('80–89') of a rating (spec §9 bands). */
function bandLabel(rating: number): string {
  if (rating >= 90) return '90–100';
  if (rating >= 80) return '80–89';
  if (rating >= 70) return '70–79';
  if (rating >= 60) return '60–69';
  return '0–59';
}

test('a provider checks its eligibility, opens a tender and invites an expert found for it', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const provider = await createConfirmedProvider(serverUrl(), uniqueEmail('elig-provider'));
  const login = await api('POST', '/account/login', { email: provider.email, password: provider.password });
  // An open tender with CPV codes among the demo notices (the search shows open tenders by default).
  const search = await api('GET', '/tenders/filter-search?page=1&limit=50', undefined, login.accessToken);
  const tender = search.foundTenders.find((item: { cpvCodes: unknown[] }) => item.cpvCodes.length > 0);
  expect(tender, 'an open demo tender with CPV codes').toBeTruthy();
  const division: string = tender.cpvCodes[0].division ?? String(tender.cpvCodes[0].code).slice(0, 2);
  const expertEmail = uniqueEmail('elig-expert');
  await createConfirmedExpert(expertEmail, `Erin Expert ${stamp}`);
  const headline = `Bid writer ${stamp}`;

  // 1. The expert saves their listing (sector = the tender's CPV division).
  await page.goto('/v3/login');
  await logIn(page, expertEmail, PASSWORD);
  await page.goto('/v3/user/update-expert-profile');
  const listing = page.getByRole('form', { name: 'Expert criteria' });
  await listing.getByRole('textbox', { name: 'Headline' }).fill(headline);
  await listing.getByRole('combobox', { name: 'Expertise' }).fill('bid writing');
  await listing.getByRole('combobox', { name: 'Expertise' }).press('Enter');
  await listing.getByRole('combobox', { name: 'Sectors (CPV divisions)' }).click();
  await page.getByRole('option', { name: new RegExp(`^${division} — `) }).click();
  await listing.getByRole('combobox', { name: 'Regions' }).click();
  await page.getByRole('option', { name: 'UK-wide' }).click();
  await listing.getByRole('textbox', { name: 'Years of experience' }).fill('12');
  await listing.getByRole('textbox', { name: 'Day rate' }).fill('600');
  await listing.getByRole('button', { name: 'Create your listing' }).click();
  await expect(toast(page, 'Expert criteria created successfully!')).toBeVisible();
  await expect(listing.getByRole('button', { name: 'Save your listing' })).toBeVisible();
  await screenshots(page, testInfo, 'expert-listing');
  await logOut(page);

  // 2. The provider saves eligibility criteria that fit that tender.
  await logIn(page, provider.email, provider.password);
  await page.goto('/v3/user/update-profile#eligibility-criteria');
  const criteria = page.getByRole('form', { name: 'Eligibility criteria' });
  await criteria.getByRole('combobox', { name: 'Service categories (CPV)' }).fill(division);
  await criteria.getByRole('combobox', { name: 'Service categories (CPV)' }).press('Enter');
  await criteria.getByRole('combobox', { name: 'Regions' }).click();
  await page.getByRole('option', { name: 'UK-wide' }).click();
  await criteria.getByRole('combobox', { name: 'Certifications' }).click();
  await page.getByRole('option', { name: 'ISO 9001', exact: true }).click();
  await criteria.getByRole('textbox', { name: 'Annual turnover' }).fill('2000000');
  await criteria.getByRole('textbox', { name: 'Years trading' }).fill('10');
  await criteria.getByRole('textbox', { name: 'Staff' }).fill('60');
  await criteria.getByRole('button', { name: 'Save eligibility criteria' }).click();
  await expect(toast(page, 'Criteria saved successfully!')).toBeVisible();
  await screenshots(page, testInfo, 'provider-criteria');

  // 3. The eligibility dashboard: recalculate, the summary per band, the list and its band filter.
  await page.goto('/v3/dashboard/eligibility');
  await expect(page.getByRole('heading', { name: 'Your eligibility', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Recalculate' }).click();
  await expect(toast(page, /^Eligibility recalculated: \d+ open tenders? rated\.$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Open tenders per band' }).getByRole('listitem')).toHaveCount(5);
  const list = page.getByRole('list', { name: 'Eligible tenders' });
  const row = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: tender.title, exact: true }) });
  await expect(row).toBeVisible();
  const rating = Number.parseInt((await row.locator('.MuiChip-label').first().textContent()) ?? '', 10);
  expect(rating).toBeGreaterThan(0);
  await page.getByRole('button', { name: new RegExp(`^${bandLabel(rating)} \\(`) }).click();
  await expect(row).toBeVisible();
  const otherBand = rating >= 60 ? '0–59' : '90–100';
  await page.getByRole('button', { name: new RegExp(`^${otherBand} \\(`) }).click();
  await expect(list.getByRole('link', { name: tender.title, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: /^All \(/ }).click();
  await screenshots(page, testInfo, 'eligibility-dashboard');

  // 4. The tender page shows the breakdown.
  await list.getByRole('link', { name: tender.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tender/${tender.id}$`));
  const panel = page.getByRole('region', { name: 'Your eligibility' });
  await expect(panel.getByLabel(`Rating ${rating} out of 100`)).toBeVisible();
  const breakdown = panel.getByRole('table', { name: 'Eligibility breakdown' });
  await expect(breakdown.getByRole('row').filter({ hasText: 'Service category' })).toContainText('Met');
  await screenshots(page, testInfo, 'tender-eligibility');

  // 5. Experts for this tender: the expert is listed; invite them to bid.
  await panel.getByRole('link', { name: 'Find experts for this tender' }).click();
  await expect(page).toHaveURL(new RegExp(`/v3/dashboard/expert-finder\\?tender=${tender.id}$`));
  const recommended = page.getByRole('list', { name: 'Recommended experts' });
  const card = recommended.getByRole('article', { name: headline });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Score \d+$/)).toBeVisible();
  await screenshots(page, testInfo, 'expert-finder');
  await card.getByRole('button', { name: `Invite ${headline} to bid` }).click();
  const dialog = page.getByRole('dialog', { name: `Invite ${headline} to bid` });
  await expect(dialog.getByRole('combobox', { name: /Tender/ })).toHaveText(tender.title);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Could you help with the method statement?');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, 'Invitation sent successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The expert's profile shows the invitation in their record.
  await card.getByRole('link', { name: headline }).click();
  await expect(page.getByLabel('Bidding record', { exact: true })).toContainText('Invitations1');
  await screenshots(page, testInfo, 'expert-profile');
});
