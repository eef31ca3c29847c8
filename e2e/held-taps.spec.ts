// A tap made before the page can answer it is kept and answered once it can (decision 0049): the
// server's page shows its buttons before React has hydrated them, and a tap there used to do nothing
// (a flaky CI run, too: "Check on my ComfyUI" and "Download workflow" tapped too early). The code
// of the part tapped is held back until after the tap; the tap must then be answered, once. A form
// that posts is held too (decision 0059: the page's script may start after its `load`): sent before
// its code arrived, it is sent by that code, not answered by the form's no-script page. So is a
// select's choice: React is told of it once it has hydrated the select.
import { expect, test } from '@playwright/test';
import { holdRemote, holdScripts, hydrated } from './support/hydration.ts';
import { newUser, signUpViaApi } from './support/session.ts';

test('a tap on a section before its code arrived opens what it opens once the code is there', async ({ page }) => {
  const release = await holdRemote(page, 'mf-workflows');
  await page.goto('/workflows/sdxl-text-to-image', { waitUntil: 'commit' });
  const check = page.getByRole('button', { name: 'Check on my ComfyUI' });
  await check.click();
  await check.click();
  expect(await hydrated(check)).toBe(false);

  release();
  const panel = page.getByRole('region', { name: 'Check on my ComfyUI' });
  await expect(panel.getByLabel('Your ComfyUI address')).toBeVisible({ timeout: 30_000 });
  // Two impatient taps are one: the panel stays open.
  await expect(page.getByRole('button', { name: 'Hide the ComfyUI check' })).toHaveAttribute('aria-expanded', 'true');
});

test("a sort chosen before the grid's code arrived sorts the grid once the code is there", async ({ page }) => {
  // At 6× CPU (a budget phone; a loaded CI host) React yields while it hydrates the grid: a choice
  // told to React after it rendered the select but before it committed it was dropped (7 of 8 runs).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const release = await holdRemote(page, 'mf-workflows');
  await page.goto('/workflows', { waitUntil: 'commit' });
  const sort = page.getByRole('combobox', { name: 'Sort workflows' });
  await sort.selectOption({ label: 'Title A–Z' });
  expect(await hydrated(sort)).toBe(false);

  release();
  await expect(page).toHaveURL('/workflows?sort=title', { timeout: 30_000 });
  await expect(page.getByTestId('workflow-card').first().getByRole('heading')).toHaveText(
    '4× Model Upscale (RealESRGAN) to 2× + Optional SDXL Refine',
  );
  await expect(sort).toHaveValue('title');
});

test("a tap on the navbar's menu before the page's script ran opens the menu once it runs", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const release = await holdScripts(page, '**/main.*.js');
  await page.goto('/tutorials/install-flux-comfyui', { waitUntil: 'commit' });
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.click();
  expect(await hydrated(menu)).toBe(false);

  release();
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible({ timeout: 30_000 });
});

test("a sign-in sent before the form's code arrived signs the visitor in once the code is there", async ({ page, request }) => {
  const user = newUser('held');
  await signUpViaApi(request, user);
  const release = await holdRemote(page, 'mf-account');
  await page.goto('/signin', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await signIn.click();
  expect(await hydrated(signIn)).toBe(false);

  release();
  await expect(page).toHaveURL('/', { timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});

test("a message sent with Enter before the contact form's code arrived is sent by that code", async ({ page }) => {
  const release = await holdRemote(page, 'mf-community');
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.getByLabel('Name').fill('Asha Rao');
  await page.getByLabel('Message').fill(`Sent before the form hydrated (${Date.now()}).`);
  const email = page.getByLabel('Email');
  await email.fill('asha.held@example.com');
  await email.press('Enter');
  expect(await hydrated(email)).toBe(false);

  release();
  await expect(page.getByText("Thank you for reaching out! We'll get back to you soon.")).toBeVisible({ timeout: 30_000 });
  // The form's own code sent it: the page is still the form, emptied (the no-script answer is another page).
  await expect(page.getByLabel('Message')).toHaveValue('');
});
