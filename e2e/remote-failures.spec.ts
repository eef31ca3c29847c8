// One test per failure mode of a remote: down, 404, hanging, throwing while rendering, and its screen's
// chunk failing or hanging. On a page the server rendered, the server's markup stays readable with a
// small notice and Retry, and the layout around it hydrates without waiting for the section; on a
// screen the browser renders itself, a panel with Retry takes the section's place.
import { expect, test, type Page } from '@playwright/test';

// A section still waiting for its code after SLOW_SECTION_MS (8 s) says so.
const PANEL_WAIT_MS = 30_000;
/** The screen's own chunk (its exposed module). */
const PRICING_CHUNK = '**/remotes/mf-account/**/__federation_expose_PricingPage*.js';
/** The remote's container script, which the browser registers (decision 0043); any query (?retry=1) included. */
const ENTRY = (url: URL) => url.pathname.startsWith('/remotes/mf-account/') && url.pathname.endsWith('/remoteEntry.js');

/** The navbar answers (it hydrated): the More menu opens on a click. */
async function expectLayoutHydrated(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name: 'More' }).click({ timeout: 1_000 });
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Escape');
}

/** The server's pricing page is still there under the notice, and the rest of the site works. */
async function expectServerMarkupKeptThenOtherRoutesWork(page: Page, notice: RegExp): Promise<void> {
  await expect(page.locator('.remote-notice')).toContainText(notice, { timeout: PANEL_WAIT_MS });
  await expect(page.locator('.remote-notice').getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Credit Plans' })).toBeVisible();
  await expect(page.locator('.remote-failure')).toHaveCount(0);
  await expectLayoutHydrated(page);
  await page.getByRole('link', { name: 'AI Roadmap' }).first().click();
  await expect(page.getByRole('heading', { name: 'AI Roadmap', level: 1 })).toBeVisible();
}

test.describe('a remote that fails', () => {
  test('is down: the panel shows, other routes work, and Retry loads it once it is back', async ({ page }) => {
    await page.route('**/remotes/mf-account/**', (route) => route.abort('connectionrefused'));
    await page.goto('/pricing');
    await expectServerMarkupKeptThenOtherRoutesWork(page, /could not be loaded/);
    // Back on a screen the browser renders itself: the panel.
    await page.goBack();
    await expect(page.locator('.remote-failure')).toBeVisible();
    await page.unroute('**/remotes/mf-account/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Credit Plans' })).toBeVisible();
    await expect(page.locator('.remote-failure')).toHaveCount(0);
  });

  test('answers 404 for its entry script', async ({ page }) => {
    // Every request for the entry, also the browser's second try under a fresh query (?retry=1).
    await page.route(ENTRY, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/pricing');
    await expectServerMarkupKeptThenOtherRoutesWork(page, /could not be loaded/);
  });

  test("hangs: its entry script never answers, the layout hydrates at once, the server's page stays with a notice", async ({ page }) => {
    await page.route(ENTRY, () => {
      // Never answered.
    });
    // The page's load event waits for the hanging script.
    await page.goto('/pricing', { waitUntil: 'domcontentloaded' });
    await expectLayoutHydrated(page);
    await expect(page.locator('.remote-notice')).toContainText('slow to load', { timeout: PANEL_WAIT_MS });
    await expect(page.getByRole('heading', { name: 'Credit Plans' })).toBeVisible();
    await page.getByRole('link', { name: 'AI Roadmap' }).first().click();
    await expect(page.getByRole('heading', { name: 'AI Roadmap', level: 1 })).toBeVisible();
  });

  test('throws while rendering: the panel shows and the rest of the page works', async ({ page }) => {
    await page.route('**/remotes/mf-account/**/__federation_expose_PricingPage*.js', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /Purchase credits to use our services/g,
        '"+(()=>{throw new Error("render failure")})()+"',
      );
      await route.fulfill({ response, body });
    });
    await page.goto('/pricing');
    await expectServerMarkupKeptThenOtherRoutesWork(page, /could not be loaded/);
  });

  test("its screen's chunk fails: the server's page stays with a notice, and Retry loads it", async ({ page }) => {
    await page.route(PRICING_CHUNK, (route) => route.abort('connectionrefused'));
    await page.goto('/pricing');
    await expect(page.locator('.remote-notice')).toContainText('could not be loaded', { timeout: PANEL_WAIT_MS });
    await expect(page.getByRole('heading', { name: 'Credit Plans' })).toBeVisible();
    await expectLayoutHydrated(page);
    await page.unroute(PRICING_CHUNK);
    await page.locator('.remote-notice').getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('.remote-notice')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Credit Plans' })).toBeVisible();
  });

  test("its screen's chunk hangs: the layout hydrates at once, the server's page stays with a notice", async ({ page }) => {
    await page.route(PRICING_CHUNK, () => {
      // Never answered.
    });
    // The page's load event waits for the hanging script.
    await page.goto('/pricing', { waitUntil: 'domcontentloaded' });
    await expectLayoutHydrated(page);
    await expect(page.getByRole('heading', { name: 'Credit Plans' })).toBeVisible();
    await expect(page.locator('.remote-notice')).toContainText('slow to load', { timeout: PANEL_WAIT_MS });
    await expect(page.locator('.remote-notice').getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Credit Plans' })).toBeVisible();
    await page.getByRole('link', { name: 'AI Roadmap' }).first().click();
    await expect(page.getByRole('heading', { name: 'AI Roadmap', level: 1 })).toBeVisible();
  });
});
