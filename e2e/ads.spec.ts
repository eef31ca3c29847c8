// Ads through the shell's gate, with a stand-in for Google's ad script served by the test.
import { expect, test, type Page } from '@playwright/test';
import { createWithScript, newUser, signInToHome } from './support/session.ts';

const SCRIPT = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js*';

/** Records every push and, as AdSense does, fills the next unfilled <ins> inside the space it has. */
const STAND_IN = `
  window.__adPushes = [];
  window.adsbygoogle = {
    requestNonPersonalizedAds: (window.adsbygoogle || {}).requestNonPersonalizedAds,
    push: function (config) {
      window.__adPushes.push(config);
      var ins = document.querySelector('ins.adsbygoogle:not([data-adsbygoogle-status])');
      if (!ins) return;
      ins.setAttribute('data-adsbygoogle-status', 'done');
      setTimeout(function () { ins.innerHTML = '<div style="height:100%;background:#eee">ad</div>'; }, 50);
    },
  };
`;

const THROWING_STAND_IN = `window.adsbygoogle = { push: function () { throw new Error('adsbygoogle.push() error: No slot size'); } };`;

async function serveStandIn(page: Page, body = STAND_IN): Promise<void> {
  await page.route(SCRIPT, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body }));
}

async function pushes(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __adPushes?: unknown[] }).__adPushes?.length ?? 0);
}

async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1500);
      }),
  );
}

test.describe('ads', () => {
  test("a visitor's home page pushes its 4 slots", async ({ page }) => {
    await serveStandIn(page);
    await page.goto('/');
    await expect(page.locator('aside.ad-slot')).toHaveCount(4);
    await expect.poll(() => pushes(page)).toBe(4);
    await expect(page.locator('[data-ad="display.horizontal"] ins')).toHaveAttribute('data-ad-format', 'auto');
    await expect(page.locator('[data-ad="multiplex.horizontal"] ins')).toHaveAttribute('data-ad-format', 'autorelaxed');
  });

  test('an article places in-article slots between sections and asks for non-personalised ads until consent', async ({ page }) => {
    await serveStandIn(page);
    await page.goto('/tutorials/install-flux-comfyui');
    await expect(page.locator('[data-ad^="inArticle."]')).toHaveCount(4);
    await expect(page.locator('[data-ad="inArticle.ad1"] ins')).toHaveAttribute('data-ad-layout', 'in-article');
    expect(
      await page.evaluate(
        () => (window as unknown as { adsbygoogle: { requestNonPersonalizedAds?: number } }).adsbygoogle.requestNonPersonalizedAds,
      ),
    ).toBe(1);
    await page.getByRole('dialog', { name: 'Cookies and ads' }).getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookies and ads' })).toHaveCount(0);
    await page.reload();
    await expect(page.locator('[data-ad="inArticle.ad1"]')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Cookies and ads' })).toHaveCount(0);
  });

  test('a push that throws only logs a warning', async ({ page }) => {
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await serveStandIn(page, THROWING_STAND_IN);
    await page.goto('/');
    await expect(page.locator('.article-card').first()).toBeVisible();
    await expect.poll(() => warnings.filter((text) => text.includes('could not be filled')).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('layout shift stays under 0.02 on home and an article while ads fill', async ({ page }) => {
    await serveStandIn(page);
    for (const path of ['/', '/blog/stable-diffusion']) {
      await page.goto(path);
      await expect.poll(() => pushes(page)).toBeGreaterThan(0);
      expect(await cumulativeLayoutShift(page)).toBeLessThan(0.02);
    }
  });

  test("a paid member's pages push nothing and show no empty boxes, live on sign-in", async ({ page }) => {
    const member = newUser('paid');
    createWithScript(member, ['--paid']);
    await serveStandIn(page);
    await page.goto('/');
    await expect(page.locator('aside.ad-slot')).toHaveCount(4);
    await signInToHome(page, member);
    await expect(page.locator('.article-card').first()).toBeVisible();
    await expect(page.locator('aside.ad-slot')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.article-card').first()).toBeVisible();
    await expect(page.locator('aside.ad-slot')).toHaveCount(0);
    expect(await pushes(page)).toBe(0);
  });
});

test('the workflow grid carries in-feed slots between rows', async ({ page }) => {
  await serveStandIn(page);
  await page.goto('/workflows');
  await expect(page.locator('.workflow-card').first()).toBeVisible();
  await expect(page.locator('[data-ad="inFeed.ad1"]')).toHaveCount(1);
  await expect(page.locator('[data-ad="inFeed.ad2"]')).toHaveCount(1);
  await expect.poll(() => pushes(page)).toBe(2);
});

test('the consent notice lets a tap through to the page as it appears, then takes taps itself', async ({ page }) => {
  // Where a tap on the notice's Accept would land at the moment the notice is put on the page.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const notice = document.querySelector('.consent');
      if (!notice) return;
      observer.disconnect();
      const accept = notice.querySelector('button')!.getBoundingClientRect();
      const hit = document.elementFromPoint(accept.x + accept.width / 2, accept.y + accept.height / 2);
      (window as unknown as { hitAsItAppeared: string }).hitAsItAppeared = hit && notice.contains(hit) ? 'the notice' : 'the page';
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/contact');
  const notice = page.getByRole('dialog', { name: 'Cookies and ads' });
  await expect(notice).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hitAsItAppeared?: string }).hitAsItAppeared)).toBe('the page');
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toHaveCount(0);
});
