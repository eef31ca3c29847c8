// Accounts in the composed site: one session shared by the shell and the remotes, kept across
// reloads, ended by Logout; the sign-in failure alert; the return to a page that needed a user.
import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi, submitSignIn, type TestUser } from './support/session.ts';

const ARTICLE = '/blog/stable-diffusion-guide';
const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

function initials(user: TestUser): string {
  return `${user.firstName[0]}${user.lastName[0]}`.toUpperCase();
}

test.describe('accounts', () => {
  test('sign up → the avatar shows in the shell and in a remote page → reload keeps the session → Logout', async ({ page, request }) => {
    const user = newUser('signup');
    await page.goto('/signup');
    await page.getByLabel('First name').fill(user.firstName);
    await page.getByLabel('Last name').fill(user.lastName);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL('/');
    const shellAvatar = page.locator('header.navbar').getByTestId('user-avatar');
    await expect(shellAvatar).toHaveText(initials(user));
    await expect(page.locator('header.navbar').getByRole('button', { name: 'Subscribe' })).toHaveCount(0);

    // A remote (mf-account) shows the same session, read from the shared bus.
    await page.goto('/signin');
    await expect(page.getByTestId('account-avatar')).toHaveText(initials(user));
    await expect(page.getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();

    await page.goto('/pricing');
    await page.reload();
    await expect(page.locator('header.navbar').getByTestId('user-avatar')).toHaveText(initials(user));
    await expect(page.getByRole('heading', { name: 'Credit Plans' })).toBeVisible();

    const refresh = await page.evaluate(() => (JSON.parse(localStorage.getItem('token') ?? 'null') as { refresh: string }).refresh);
    await page.getByRole('button', { name: `Account menu for ${user.firstName}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.locator('header.navbar').getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await expect(page.locator('header.navbar').getByTestId('user-avatar')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Logout revoked the refresh token on the server.
    expect((await request.post('/api/token/refresh/', { data: { refresh } })).status()).toBe(401);

    await page.reload();
    await expect(page.locator('header.navbar').getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  test("a failed sign-in shows 'Check your email and password'", async ({ page, request }) => {
    const user = newUser('wrongpass');
    await signUpViaApi(request, user);
    await page.goto('/signin');
    await submitSignIn(page, { email: user.email, password: 'not the password' });
    await expect(page.getByRole('alert')).toContainText('Check your email and password');
    await expect(page).toHaveURL('/signin');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a page that needs a user sends the visitor to sign in and back to it', async ({ page, request }) => {
    const user = newUser('redirect');
    await signUpViaApi(request, user);
    await page.goto(ARTICLE);
    await page.locator('#comments').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Sign in to comment' }).click();
    await expect(page).toHaveURL('/signin');
    expect(await page.evaluate(() => localStorage.getItem('redirectUrl'))).toBe(`${ARTICLE}#comments`);

    await submitSignIn(page, user);
    await expect(page).toHaveURL(`${ARTICLE}#comments`);
    expect(await page.evaluate(() => localStorage.getItem('redirectUrl'))).toBeNull();
    await expect(page.locator('header.navbar').getByTestId('user-avatar')).toHaveText(initials(user));
    await page.locator('#comments').scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in to comment' })).toHaveCount(0);
  });

  test('on a small screen the drawer shows the avatar and Logout', async ({ page, request }) => {
    const user = newUser('drawer');
    await signUpViaApi(request, user);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/signin');
    await submitSignIn(page, user);
    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer.getByTestId('user-avatar')).toHaveText(initials(user));
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' }).getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  test.describe('with a Google client id configured', () => {
    // The e2e server runs without GOOGLE_CLIENT_ID; the runtime configuration inlined in each page is
    // answered as if it had one.
    async function withGoogleClientId(page: Page): Promise<void> {
      await page.route('**/*', async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const headers = Object.fromEntries(
          Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)),
        );
        const body = (await response.text()).replace('"googleClientId":""', '"googleClientId":"e2e-client.apps.googleusercontent.com"');
        await route.fulfill({ status: response.status(), headers, body });
      });
    }

    test("when Google's script cannot load, the sign-in screen says so and email sign-in still works", async ({ page, request }) => {
      const user = newUser('nogoogle');
      await signUpViaApi(request, user);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await withGoogleClientId(page);
      await page.route(GOOGLE_SCRIPT_URL, (route) => route.abort('internetdisconnected'));
      await page.goto('/signin');
      await expect(page.getByText('OR', { exact: true })).toBeVisible();
      await expect(page.getByText('Google sign-in is unavailable right now. Use your email and password.')).toBeVisible();
      await submitSignIn(page, user);
      await expect(page).toHaveURL('/');
      await expect(page.locator('header.navbar').getByTestId('user-avatar')).toHaveText(initials(user));
      expect(errors).toEqual([]);
    });

    test('the prompt shows for a visitor 500 ms after the session settles, and not for a signed-in user', async ({ page, request }) => {
      // Google's script cannot be fetched here; a stand-in records what the site asks of it.
      await page.route(GOOGLE_SCRIPT_URL, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: `window.__gis = { prompts: [], initialized: null };
            window.google = { accounts: { id: {
              initialize(config) { window.__gis.initialized = { client_id: config.client_id, auto_select: config.auto_select }; },
              prompt() { window.__gis.prompts.push(performance.now()); },
              cancel() {}, disableAutoSelect() {}, renderButton(el) { el.textContent = 'Sign in with Google'; },
            } } };`,
        }),
      );
      await withGoogleClientId(page);
      await page.goto('/pricing');
      await expect(page.getByRole('heading', { name: 'Credit Plans' })).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __gis?: { prompts: number[] } }).__gis?.prompts.length ?? 0))
        .toBe(1);
      expect(await page.evaluate(() => (window as unknown as { __gis: { initialized: unknown } }).__gis.initialized)).toEqual({
        client_id: 'e2e-client.apps.googleusercontent.com',
        auto_select: true,
      });

      const user = newUser('prompted');
      await signUpViaApi(request, user);
      await page.goto('/signin');
      await expect(page.getByText('Sign in with Google')).toBeVisible();
      await submitSignIn(page, user);
      await expect(page).toHaveURL('/');
      await page.reload();
      await expect(page.locator('header.navbar').getByTestId('user-avatar')).toHaveText(initials(user));
      await page.waitForTimeout(1500);
      expect(await page.evaluate(() => (window as unknown as { __gis?: { prompts: number[] } }).__gis?.prompts.length ?? 0)).toBe(0);
    });
  });
});
