// One test per failure mode of a remote: down, 404, hanging, throwing while rendering.
import { expect, test, type Page } from '@playwright/test';

// A manifest that never answers is given up after two tries of MANIFEST_TIMEOUT_MS (8 s) each.
const PANEL_WAIT_MS = 30_000;

async function expectPanelThenOtherRoutesWork(page: Page): Promise<void> {
  const panel = page.locator('.remote-failure');
  await expect(panel).toBeVisible({ timeout: PANEL_WAIT_MS });
  await expect(panel).toContainText('This section could not be loaded.');
  await expect(page.locator('header.navbar')).toBeVisible();
  await expect(page.locator('footer.footer')).toBeVisible();
  await page.getByRole('link', { name: 'AI Roadmap' }).first().click();
  await expect(page.getByRole('heading', { name: 'AI Roadmap', level: 1 })).toBeVisible();
}

test.describe('a remote that fails', () => {
  test('is down: the panel shows, other routes work, and Retry loads it once it is back', async ({ page }) => {
    await page.route('**/remotes/mf-account/**', (route) => route.abort('connectionrefused'));
    await page.goto('/pricing');
    await expectPanelThenOtherRoutesWork(page);
    await page.goBack();
    await expect(page.locator('.remote-failure')).toBeVisible();
    await page.unroute('**/remotes/mf-account/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Credit Plans' })).toBeVisible();
    await expect(page.locator('.remote-failure')).toHaveCount(0);
  });

  test('answers 404 for its entry script', async ({ page }) => {
    // Every request for the entry, also the browser's second try under a fresh query (?retry=1).
    const entry = (url: URL) => url.pathname.startsWith('/remotes/mf-account/') && url.pathname.endsWith('/remoteEntry.js');
    await page.route(entry, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/pricing');
    await expectPanelThenOtherRoutesWork(page);
  });

  test('hangs: the manifest fetch times out into the panel', async ({ page }) => {
    test.slow();
    await page.route('**/remotes/mf-account/**/mf-manifest.json', () => {
      // Never answered.
    });
    await page.goto('/pricing');
    await expectPanelThenOtherRoutesWork(page);
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
    await expectPanelThenOtherRoutesWork(page);
  });
});
