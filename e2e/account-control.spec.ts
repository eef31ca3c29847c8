// An account you control, in the browser: "Forgot password?" → the mailed link (from the outbox) → a
// new password → the account page, then deleting the account, on a phone (360 px); the account page's
// name, sessions, data download and deletion on a wide screen.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './support/env.ts';
import { outboxMailsTo } from './support/outbox.ts';
import { expectNoSeriousAxeViolation, expectNoSidewaysScroll } from './support/page-checks.ts';
import { createWithScript, newUser, signInToHome, signUpViaApi } from './support/session.ts';

const mailWith = (to: string, subject: RegExp) => outboxMailsTo(to).find((mail) => subject.test(mail.headers.subject ?? ''));

async function deleteAccount(page: Page, password: string, comments: 'Keep them' | 'Remove them') {
  const section = page.locator('.account-page__section').filter({ has: page.getByRole('heading', { name: 'Delete account' }) });
  await section.getByLabel(new RegExp(comments)).check();
  await section.getByLabel('Password').fill(password);
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

test('phone: forgot password, the mailed link sets a new one and opens the account page; then the account is deleted', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const user = newUser('reset');
  await signUpViaApi(request, user);

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this address, we sent it a link');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolation(page);

  await expect.poll(() => mailWith(user.email, /Set a new password/) !== undefined).toBe(true);
  const link = new RegExp(`${E2E_BASE_URL}(/reset-password\\?token=[\\w-]+)`).exec(mailWith(user.email, /Set a new password/)!.text)![1]!;
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('a fresh phone passphrase');
  await page.getByLabel('New password again').fill('a fresh phone passphrase');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByText('Your new password is set.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolation(page);
  await expect.poll(() => mailWith(user.email, /password was changed/) !== undefined).toBe(true);

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another phone passphrase');
  await page.getByLabel('New password again').fill('another phone passphrase');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is not valid');

  await page.goto('/account');
  await deleteAccount(page, 'a fresh phone passphrase', 'Remove them');
  const signIn = await request.post('/api/token/', { data: { email: user.email, password: 'a fresh phone passphrase' } });
  expect(signIn.status()).toBe(401);
});

test('wide screen: the account page from the avatar menu: name, sessions, data download, deletion keeping comments', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = newUser('account');
  createWithScript(user, []);
  // A second device, signed in elsewhere.
  const other = await browser.newContext({ baseURL: E2E_BASE_URL });
  const otherPage = await other.newPage();
  await signInToHome(otherPage, user);
  await signInToHome(page, user);

  await page.getByTestId('user-avatar').click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL('/account');

  await page.getByLabel('First name').fill('Renamed');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name is saved.')).toBeVisible();

  const sessions = page.getByRole('list', { name: 'Signed-in sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('Every other session is signed out.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  const elsewhere = await otherPage.request.get('/api/users/currentuser/', {
    headers: { authorization: `Bearer ${JSON.parse((await otherPage.evaluate(() => localStorage.getItem('token')))!).access}` },
  });
  expect(elsewhere.status()).toBe(401);
  await other.close();

  await page.getByRole('switch').click();
  await expect(page.getByRole('switch')).toBeChecked();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ email: user.email, first_name: 'Renamed' });
  expect(data.newsletter).toMatchObject({ email: user.email });

  await deleteAccount(page, user.password, 'Keep them');
});
