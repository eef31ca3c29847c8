// A visitor on a slow phone types into a server-rendered form at once, before the page has hydrated
// it (decision 0046). With the CPU slowed down 6× and the form's remote code held back until the
// fields are filled, the form's code arrives only after the typing: what was typed must still be what
// the form sends. One test per kind of form state: antd's form store (sign-in) and React state
// (contact). Hydration of a field is seen on the element itself: React keeps its props on the DOM
// node it has claimed.
import { expect, test, type Page } from '@playwright/test';
import { holdRemote, hydrated } from './support/hydration.ts';
import { newUser, signUpViaApi } from './support/session.ts';

const CPU_SLOWDOWN = 6;

async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

test.describe(`typed at ${CPU_SLOWDOWN}× CPU before the form hydrated`, () => {
  test.slow();

  test('sign-in (an antd form): the email and password typed early sign the visitor in', async ({ page, request }) => {
    const user = newUser('early');
    await signUpViaApi(request, user);
    await slowPhone(page);
    const release = await holdRemote(page, 'mf-account');
    await page.goto('/signin', { waitUntil: 'commit' });
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    await email.pressSequentially(user.email);
    await password.pressSequentially(user.password);
    expect(await hydrated(email)).toBe(false);

    release();
    await expect.poll(() => hydrated(email), { timeout: 30_000 }).toBe(true);
    await expect(email).toHaveValue(user.email);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });

  test('contact (a form in React state): the message typed early is sent', async ({ page }) => {
    const message = `Typed before hydration (${Date.now()}).`;
    await slowPhone(page);
    const release = await holdRemote(page, 'mf-community');
    await page.goto('/contact', { waitUntil: 'commit' });
    const name = page.getByLabel('Name');
    await name.pressSequentially('Asha Rao');
    await page.getByLabel('Email').pressSequentially('asha.early@example.com');
    await page.getByLabel('Message').pressSequentially(message);
    expect(await hydrated(name)).toBe(false);

    release();
    await expect.poll(() => hydrated(name), { timeout: 30_000 }).toBe(true);
    await expect(page.getByLabel('Message')).toHaveValue(message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText("Thank you for reaching out! We'll get back to you soon.")).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('');
  });
});
