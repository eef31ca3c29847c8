// The site without JavaScript (docs/decisions/0026-forms-without-javascript.md): the navbar's search
// and the contact and sign-up forms work as plain forms answered by the server, sign-in says plainly
// that it needs JavaScript (and never sends the password in the address), and the More menu's links
// can be reached.
import { expect, test } from '@playwright/test';
import { submitSignIn } from './support/session.ts';

test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

test('the navbar search is a plain form that opens the server-rendered results', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open search' }).focus();
  const box = page.getByRole('searchbox', { name: 'Search articles and workflows' });
  await box.fill('flux');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=flux$/);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main a[href^="/tutorials/"]').first()).toBeVisible();
});

test("the More menu's links are reachable from the keyboard and the pointer", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'More' }).focus();
  for (const name of ['Tutorials', 'Earning Ideas', 'Blog'])
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog$/);

  await page.getByRole('button', { name: 'More' }).hover();
  await page.locator('.more-menu').getByRole('link', { name: 'Tutorials' }).click();
  await expect(page).toHaveURL(/\/tutorials$/);
});

test('the contact form posts and the server answers with the result or the field messages', async ({ page }) => {
  await page.goto('/contact');
  // Blank fields pass the browser's own checks (the fields are not marked required): the API answers.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'The form was not sent' })).toBeVisible();
  await expect(page.getByText(/^Name: Enter your name\./)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the form' }).click();
  await expect(page).toHaveURL(/\/contact$/);

  await page.getByLabel('Name').fill('Asha Rao');
  await page.getByLabel('Email').fill('asha@example.com');
  await page.getByLabel('Message').fill('Please write about Wan.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
});

test('the sign-up form posts and the server answers as the API does', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByLabel('Email').fill(`no-js-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('a long and unusual passphrase 42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
});

test('the sign-in form says plainly that it needs JavaScript, without the password in the address', async ({ page }) => {
  await page.goto('/signin');
  await submitSignIn(page, { email: 'asha@example.com', password: 'a long and unusual passphrase 42' });
  await expect(page.getByRole('heading', { name: 'Sign in needs JavaScript' })).toBeVisible();
  expect(page.url()).not.toContain('passphrase');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});
