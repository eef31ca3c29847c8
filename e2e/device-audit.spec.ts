// The device audit: every page of the site on two phones, a touch tablet and a desktop. A page fails
// when it scrolls sideways or when axe-core finds a serious or critical accessibility violation.
// One page load per page and viewport, nothing waited for beyond the network going idle.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const VIEWPORTS = [
  { name: 'phone 360', width: 360, height: 780, hasTouch: true },
  { name: 'phone 390', width: 390, height: 844, hasTouch: true },
  { name: 'touch tablet 1024', width: 1024, height: 768, hasTouch: true },
  { name: 'desktop 1440', width: 1440, height: 900, hasTouch: false },
];

const PAGES = [
  '/',
  '/tutorials',
  '/earning-ideas',
  '/blog',
  '/tutorials/install-flux-comfyui',
  '/ai-roadmap',
  '/workflows',
  '/workflows/sdxl-text-to-image',
  '/workflows?page=99',
  '/search?q=comfyui',
  '/contact',
  '/pricing',
  '/privacy',
  '/signin',
  '/signup',
  '/no-such-page',
];

const BLOCKING = new Set(['serious', 'critical']);

for (const { name, width, height, hasTouch } of VIEWPORTS) {
  test.describe(`device audit, ${name}`, () => {
    test.use({ viewport: { width, height }, hasTouch });

    for (const path of PAGES) {
      test(`${path}: no sideways scroll, no serious accessibility violation`, async ({ page }) => {
        await page.goto(path, { waitUntil: 'networkidle' });

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
