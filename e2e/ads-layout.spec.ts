// Ad space as a phone sees it: the server's HTML is painted before the apps' code arrives (delayed
// here), so whatever the browser changes afterwards moves what the visitor is reading. The space is in
// the first HTML for visitors, stays when the script is blocked while the visitor can see it, and is
// left out of a paid member's first HTML (the ad-free hint cookie).
import { expect, test, type Page } from '@playwright/test';
import { createWithScript, newUser, signInToHome } from './support/session.ts';

const AD_SCRIPT = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js*';
const STAND_IN = 'window.adsbygoogle = window.adsbygoogle || [];';

/** Records layout shifts (value and what moved) from the first paint on. */
const RECORD_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map((source) => (source.node && source.node.className) || String(source.node && source.node.nodeName));
      window.__shifts.push(entry.value.toFixed(4) + ' ' + moved.join(', '));
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function slowPhone(page: Page, script: 'loads' | 'blocked'): Promise<void> {
  await page.addInitScript(RECORD_SHIFTS);
  await page.route('**/remotes/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.route(AD_SCRIPT, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    if (script === 'blocked') await route.abort('blockedbyclient');
    else await route.fulfill({ contentType: 'text/javascript', body: STAND_IN });
  });
}

async function layoutShift(page: Page): Promise<{ total: number; shifts: string[] }> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
  return { total: shifts.reduce((sum, shift) => sum + Number.parseFloat(shift), 0), shifts };
}

test.use({ viewport: { width: 412, height: 823 } });

test("a visitor's first HTML has the ad space: nothing moves while the page hydrates and the script fills it", async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('data-ad="display.horizontal"');
  await slowPhone(page, 'loads');
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('[data-ad="display.horizontal"] ins.adsbygoogle')).toHaveCount(1);
  const { total, shifts } = await layoutShift(page);
  expect(total, shifts.join('\n')).toBeLessThan(0.01);
});

test('with the script blocked, the space in sight stays empty and the rest goes: nothing moves; the next page has none', async ({
  page,
}) => {
  await slowPhone(page, 'blocked');
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('aside[data-ad-unfilled]').first()).toBeAttached();
  const { total, shifts } = await layoutShift(page);
  expect(total, shifts.join('\n')).toBeLessThan(0.01);
  expect(await page.locator('ins.adsbygoogle').count()).toBe(0);
  const kept = await page.locator('aside.ad-slot').evaluateAll((slots) =>
    slots.map((slot) => {
      const { top, bottom } = slot.getBoundingClientRect();
      return {
        unfilled: slot.hasAttribute('data-ad-unfilled'),
        hidden: slot.getAttribute('aria-hidden'),
        inSight: bottom > 0 && top < innerHeight,
      };
    }),
  );
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.every((slot) => slot.unfilled && slot.hidden === 'true' && slot.inSight)).toBe(true);

  await page.getByRole('link', { name: 'See all' }).first().click();
  await expect(page).toHaveURL('/tutorials');
  await expect(page.locator('.article-card').first()).toBeVisible();
  await expect(page.locator('aside.ad-slot')).toHaveCount(0);
});

test.describe('on a wide screen (the avatar in the navbar)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a paid member's first HTML has no ad space, so nothing moves for them either; signing out brings it back", async ({ page }) => {
    const member = newUser('adfree');
    createWithScript(member, ['--paid']);
    await signInToHome(page, member);
    expect(await (await page.request.get('/')).text()).not.toContain('class="ad-slot');

    await slowPhone(page, 'loads');
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByTestId('user-avatar')).toBeVisible();
    await expect(page.locator('aside.ad-slot')).toHaveCount(0);
    const { total, shifts } = await layoutShift(page);
    expect(total, shifts.join('\n')).toBeLessThan(0.01);

    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByTestId('user-avatar')).toHaveCount(0);
    expect(await (await page.request.get('/')).text()).toContain('data-ad="display.horizontal"');
  });
});
