// The staff area of mf-account in a browser: the dashboard, the users screen (a paid membership
// granted there takes the member's ads away on their next page) and the audit log; a user who is not
// staff is refused by the page and by every admin API route; a visitor signs in first and comes back.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createWithScript, newUser, signUpViaApi, submitSignIn, type TestUser } from './support/session.ts';
import { expectStaffScreensFit } from './support/page-checks.ts';

const AD_SCRIPT = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js*';
/** Google's ad script stand-in (as in ads.spec.ts): fills each slot it is pushed. */
const AD_STAND_IN = `
  window.adsbygoogle = { push: function () {
    var ins = document.querySelector('ins.adsbygoogle:not([data-adsbygoogle-status])');
    if (ins) ins.setAttribute('data-adsbygoogle-status', 'done');
  } };
`;

/** Signs in on /signin, then opens `path` (a page of the signed-in session). */
async function signInAndOpen(page: Page, user: TestUser, path: string): Promise<void> {
  await page.goto('/signin');
  await submitSignIn(page, user);
  // Attached, not visible: on a phone the account menu sits in the navbar's drawer.
  await expect(page.getByTestId('user-avatar')).toBeAttached();
  await page.goto(path);
}

async function accessToken(request: APIRequestContext, user: TestUser): Promise<string> {
  const answer = await request.post('/api/token/', { data: { email: user.email, password: user.password } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access: string }).access;
}

const staff = { ...newUser('admin-staff'), firstName: 'Stella', lastName: 'Staff' };
const member = { ...newUser('admin-member'), firstName: 'Mira', lastName: 'Member' };
const outsider = newUser('admin-outsider');

test.beforeAll(async ({ request }) => {
  createWithScript(staff, ['--staff']);
  await signUpViaApi(request, member);
  await signUpViaApi(request, outsider);
});

test('a visitor at /admin signs in as staff and lands back on the dashboard: counts and a chart', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/signin\?redirectUrl=%2Fadmin$/);
  await submitSignIn(page, staff);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const users = page.getByTestId('count-users');
  await expect(users).toBeVisible();
  expect(Number((await users.locator('.ant-statistic-content-value').textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('chart-signups').locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Activity over the last 30 days' })).toBeVisible();
  await page.getByText('7 days', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Activity over the last 7 days' })).toBeVisible();
  await expect(page.getByTestId('chart-signups').locator('.recharts-bar-rectangle').first()).toBeAttached();
});

test('staff make a user a paid member: the member sees no ads on their next page, and the audit log shows it', async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await memberPage.route(AD_SCRIPT, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: AD_STAND_IN }));
  await signInAndOpen(memberPage, member, '/');
  await expect(memberPage.locator('.article-card').first()).toBeVisible();
  await expect(memberPage.locator('aside.ad-slot')).toHaveCount(4);

  await signInAndOpen(page, staff, '/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByLabel('Search users by name or email').fill(member.email);
  await page.getByLabel('Search users by name or email').press('Enter');
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  const paidSwitch = page.getByRole('switch', { name: `Paid member: ${member.email}` });
  await expect(paidSwitch).toHaveAttribute('aria-checked', 'false');
  await paidSwitch.click();
  await page.getByRole('button', { name: 'Make paid member' }).click();
  await expect(page.getByText('Mira Member is now a paid member.')).toBeVisible();
  await expect(paidSwitch).toHaveAttribute('aria-checked', 'true');

  await memberPage.goto('/blog/stable-diffusion');
  await expect(memberPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(memberPage.getByTestId('user-avatar')).toBeVisible();
  await expect(memberPage.locator('aside.ad-slot')).toHaveCount(0);
  await memberContext.close();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entry = page.getByRole('row').filter({ hasText: member.email }).filter({ hasText: 'user.grant_paid' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(staff.email);
  await expect(entry).toContainText('is_paid_member: false → true');
});

test('the last staff rule comes back from the server as a message', async ({ page }) => {
  await signInAndOpen(page, staff, '/admin/users');
  await page.getByLabel('Search users by name or email').fill(staff.email);
  await page.getByLabel('Search users by name or email').press('Enter');
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await page.getByRole('switch', { name: `Staff: ${staff.email}` }).click();
  await page.getByRole('button', { name: 'Remove staff' }).click();
  await expect(page.getByText(/last staff user|cannot remove your own staff access/)).toBeVisible();
  await expect(page.getByRole('switch', { name: `Staff: ${staff.email}` })).toHaveAttribute('aria-checked', 'true');
});

test('a signed-in user who is not staff: "not allowed" at /admin, and 403 from every admin API route', async ({ page, request }) => {
  await signInAndOpen(page, outsider, '/admin');
  await expect(page.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeVisible();

  const token = await accessToken(request, outsider);
  const docs = (await (await request.get('/api/docs/json')).json()) as { paths: Record<string, Record<string, unknown>> };
  const routes = Object.entries(docs.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ method, url: path.replace(/\{[^}]+\}/g, '1') })));
  expect(routes.length).toBeGreaterThanOrEqual(6);
  for (const { method, url } of routes) {
    const answer = await request.fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}` },
      data: method === 'get' ? undefined : {},
    });
    expect(answer.status(), `${method.toUpperCase()} ${url}`).toBe(403);
  }
});

test('a user disabled on the users screen is told so when signing in', async ({ page, browser }) => {
  const blocked = newUser('admin-blocked');
  await signUpViaApi(page.request, blocked);
  await signInAndOpen(page, staff, `/admin/users?q=${encodeURIComponent(blocked.email)}`);
  await page.getByRole('button', { name: `Disable ${blocked.email}` }).click();
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(page.getByText(/is disabled and signed out\./)).toBeVisible();
  await expect(page.getByRole('button', { name: `Enable ${blocked.email}` })).toBeVisible();

  const other = await browser.newContext();
  const blockedPage = await other.newPage();
  await blockedPage.goto('/signin');
  await submitSignIn(blockedPage, blocked);
  await expect(blockedPage.getByText(/This account has been disabled/)).toBeVisible();
  await other.close();
});

test('at 360 px the staff screens do not scroll the page sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAndOpen(page, staff, '/admin');
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect(page.getByTestId('chart-signups').locator('svg.recharts-surface')).toBeVisible();
  expect(await sideways()).toBeLessThanOrEqual(0);
  await expectStaffScreensFit(
    page,
    [
      ['/admin/users', 'Users'],
      ['/admin/audit', 'Audit log'],
    ],
    '.ant-table',
  );
  // Each user is a card: the switches and the Disable button are on screen, not in a sideways-scrolling box.
  await page.goto(`/admin/users?q=${encodeURIComponent(member.email)}`);
  const row = page.locator('.ant-table-row').first();
  for (const control of [row.getByRole('switch').first(), row.getByRole('button', { name: `Disable ${member.email}` })]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  await expect(row.locator('td[data-label="Paid member"]').getByRole('switch')).toBeInViewport({ ratio: 1 });
});
