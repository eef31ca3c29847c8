// The device audit: every page of the site on two phones, a touch tablet and a desktop. A page fails
// when it scrolls sideways or when axe-core finds a serious or critical accessibility violation.
// One page load per page and viewport; a page with a section that loads when the reader gets near it
// (an article's or a write-up's comments) is scrolled to its end first, so that section is checked too.
// The other pages render everything at once: scrolling them cost ~5 s a test for nothing.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { VISITOR_PAGES } from './support/visitor-pages.ts';

const VIEWPORTS = [
  { name: 'phone 360', width: 360, height: 780, hasTouch: true },
  { name: 'phone 390', width: 390, height: 844, hasTouch: true },
  { name: 'touch tablet 1024', width: 1024, height: 768, hasTouch: true },
  { name: 'desktop 1440', width: 1440, height: 900, hasTouch: false },
];

// The paging past the end of the catalogue is audited too.
const PAGES = [...VISITOR_PAGES, '/workflows?page=99'];

const BLOCKING = new Set(['serious', 'critical']);

/** Scrolls down a screen at a time to the end (the page may grow as sections load), waits for the comments, and back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    const end = () => document.scrollingElement!.scrollHeight - window.innerHeight;
    for (let y = 0; y <= end(); y += window.innerHeight) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, end());
    await pause();
  });
  await page.waitForLoadState('networkidle');
  // The comments anchor holds its section once loaded; nothing stays busy (skeletons, spinners).
  // (The page may have grown after the last step: the anchor is brought into view itself, in one step
  // in the page: the section may replace its placeholder, and with it the anchor, at any moment.)
  await page.evaluate(() => document.getElementById('comments')?.scrollIntoView({ block: 'start' }));
  await expect(page.locator('#comments section.comments')).toBeAttached({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const { name, width, height, hasTouch } of VIEWPORTS) {
  test.describe(`device audit, ${name}`, () => {
    test.use({ viewport: { width, height }, hasTouch });

    for (const path of PAGES) {
      test(`${path}: no sideways scroll, no serious accessibility violation`, async ({ page }) => {
        await page.goto(path, { waitUntil: 'networkidle' });
        if ((await page.locator('#comments').count()) > 0) await scrollThrough(page);

        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
          innerWidth: window.innerWidth,
        }));
        expect.soft(scrollWidth, 'the page is wider than the screen').toBeLessThanOrEqual(innerWidth);

        const { violations } = await new AxeBuilder({ page }).analyze();
        const blocking = violations
          .filter((violation) => BLOCKING.has(violation.impact ?? ''))
          .map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect.soft(blocking, 'serious or critical axe violations').toEqual([]);
      });
    }
  });
}
