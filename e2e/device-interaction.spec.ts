// The device audit, part two: what a visitor does, not only what a page looks like. On two phones, a
// touch tablet and a desktop: every navbar destination is reached by tap or click alone; no fixed or
// floating element (the consent notice, toasts, dialogs) covers a focused control or the open
// drawer; tap targets are at least 24 px; axe-core finds no serious or critical violation with the
// menus and dialogs open; images have meaningful alternative text; the keyboard reaches and operates
// every control with a visible focus ring, and the drawer and dialogs keep and give back focus.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { modalDialog } from './support/dialogs.ts';

const VIEWPORTS = [
  { name: 'phone 360', width: 360, height: 780, hasTouch: true },
  { name: 'phone 390', width: 390, height: 844, hasTouch: true },
  { name: 'touch tablet 1024', width: 1024, height: 768, hasTouch: true },
  { name: 'desktop 1280', width: 1280, height: 800, hasTouch: false },
];

/** Pages with the controls a visitor uses: navbar, cards, pagination, forms, footer. */
const PAGES = ['/', '/tutorials', '/tutorials/install-flux-comfyui', '/workflows', '/search?q=comfyui', '/contact', '/pricing', '/signup'];

const NAV_DESTINATIONS = [
  ['Home', '/'],
  ['AI Roadmap', '/ai-roadmap'],
  ['Workflows', '/workflows'],
  ['Tutorials', '/tutorials'],
  ['Earning Ideas', '/earning-ideas'],
  ['Blog', '/blog'],
] as const;

const BLOCKING = new Set(['serious', 'critical']);

async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A tap on touch screens, a click elsewhere. */
function press(locator: Locator, touch: boolean): Promise<void> {
  return touch ? locator.tap() : locator.click();
}

/** Opens whatever holds `label` in the navbar (the drawer, the More menu or nothing) and returns its link. */
async function navbarLink(page: Page, label: string, touch: boolean): Promise<Locator> {
  const burger = page.getByRole('button', { name: 'Open menu' });
  if (await burger.isVisible()) {
    await press(burger, touch);
    return page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: label, exact: true });
  }
  const tab = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true });
  if (await tab.isVisible()) return tab;
  await press(page.getByRole('button', { name: /More/ }), touch);
  return page.getByRole('menuitem', { name: label, exact: true });
}

/** What covers the centre of each visible control once it has focus (the focus scrolls it into view). */
function coveredControls(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((scope) => {
    const controls = [...document.querySelectorAll<HTMLElement>(`${scope} :is(a[href], button, input, select, textarea, [tabindex="0"])`)];
    const covered: string[] = [];
    for (const control of controls) {
      if (control.closest('[aria-hidden="true"], [inert]') || control.getClientRects().length === 0) continue;
      control.focus();
      if (document.activeElement !== control) continue;
      const box = control.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (top && !control.contains(top) && !top.contains(control)) {
        covered.push(`${control.tagName} "${(control.textContent ?? '').trim().slice(0, 30)}" under ${top.tagName}.${top.className}`);
      }
    }
    return covered;
  }, within);
}

/** antd draws an input's or a select's box (its target and its focus ring) around the element itself. */
const CONTROL_BOX = '.ant-input-affix-wrapper, .ant-select, .ant-input-number, .ant-checkbox-wrapper';

/** Interactive elements smaller than 24 × 24 px (WCAG 2.5.8), links inside running text excepted. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((box) => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="menuitem"], [role="tab"]';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('p, .prose, [aria-hidden="true"]') || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      const { width, height } = (element.closest(box) ?? element).getBoundingClientRect();
      if (width < 24 || height < 24) {
        small.push(
          `${element.tagName}.${element.className} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 30)}" ${Math.round(width)}×${Math.round(height)}`,
        );
      }
    }
    return small;
  }, CONTROL_BOX);
}

for (const { name, width, height, hasTouch } of VIEWPORTS) {
  test.describe(`device interaction, ${name}`, () => {
    test.use({ viewport: { width, height }, hasTouch });

    test('every navbar destination is reached by tap or click alone', async ({ page }) => {
      for (const [label, path] of NAV_DESTINATIONS) {
        await page.goto(path === '/' ? '/privacy' : '/', { waitUntil: 'networkidle' });
        await press(await navbarLink(page, label, hasTouch), hasTouch);
        await expect(page, label).toHaveURL(new RegExp(`${path}$`));
      }
      await press(page.getByRole('button', { name: 'Open search' }), hasTouch);
      await page.getByRole('searchbox', { name: 'Search articles and workflows' }).fill('flux');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=flux$/);

      const burger = page.getByRole('button', { name: 'Open menu' });
      if (await burger.isVisible()) {
        await press(burger, hasTouch);
        await press(page.getByRole('dialog', { name: 'Site menu' }).getByRole('button', { name: 'Subscribe' }), hasTouch);
      } else await press(page.getByRole('banner').getByRole('button', { name: 'Subscribe' }), hasTouch);
      await expect(page.getByRole('dialog', { name: 'Subscribe to our newsletter' })).toBeVisible();
    });

    for (const path of PAGES) {
      test(`${path}: nothing covers a focused control, tap targets are at least 24 px`, async ({ page }) => {
        await page.goto(path, { waitUntil: 'networkidle' });
        expect.soft(await coveredControls(page), 'focused controls under another element').toEqual([]);
        expect.soft(await smallTargets(page), 'tap targets under 24 px').toEqual([]);
      });
    }

    test('the open drawer or menus are not covered, and axe passes with them and the dialogs open', async ({ page }) => {
      // Four axe runs (drawer, menus, two dialogs): ~30 s on a loaded machine next to another worker.
      test.slow();
      await page.goto('/', { waitUntil: 'networkidle' });
      const burger = page.getByRole('button', { name: 'Open menu' });
      const failures: Record<string, string[]> = {};
      if (await burger.isVisible()) {
        await press(burger, hasTouch);
        await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
        expect.soft(await coveredControls(page, '.drawer'), 'drawer controls under another element').toEqual([]);
        expect.soft(await smallTargets(page), 'tap targets under 24 px in the drawer').toEqual([]);
        failures['drawer open'] = await blockingViolations(page);
        await page.keyboard.press('Escape');
      } else {
        await press(page.getByRole('button', { name: /More/ }), hasTouch);
        await expect(page.getByRole('menu')).toBeVisible();
        expect.soft(await coveredControls(page, '.more-menu__list'), 'More menu items under another element').toEqual([]);
        failures['More menu open'] = await blockingViolations(page);
        await page.keyboard.press('Escape');
      }

      await press(page.getByRole('button', { name: 'Open search' }), hasTouch);
      await expect(page.getByRole('searchbox', { name: 'Search articles and workflows' })).toBeVisible();
      failures['navbar search open'] = await blockingViolations(page);
      await page.keyboard.press('Escape');

      if (await burger.isVisible()) {
        await press(burger, hasTouch);
        await press(page.getByRole('dialog', { name: 'Site menu' }).getByRole('button', { name: 'Subscribe' }), hasTouch);
      } else await press(page.getByRole('banner').getByRole('button', { name: 'Subscribe' }), hasTouch);
      const newsletter = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
      await expect(newsletter).toBeVisible();
      await page.waitForFunction(() => document.getAnimations().length === 0);
      expect.soft(await coveredControls(page, '.ant-modal-wrap'), 'newsletter controls under another element').toEqual([]);
      failures['newsletter dialog open'] = await blockingViolations(page);
      await page.keyboard.press('Escape');

      await page.goto('/workflows/wan-2-2-text-to-video', { waitUntil: 'networkidle' });
      await press(page.getByRole('button', { name: 'Preview graph' }), hasTouch);
      await expect(modalDialog(page)).toBeVisible();
      await page.waitForFunction(() => document.getAnimations().length === 0);
      failures['workflow preview open'] = await blockingViolations(page);

      expect(failures).toEqual(Object.fromEntries(Object.keys(failures).map((state) => [state, []])));
    });

    test('every image has meaningful alternative text', async ({ page }) => {
      const problems: string[] = [];
      for (const path of ['/', '/workflows', '/tutorials/install-flux-comfyui', '/search?q=comfyui']) {
        await page.goto(path, { waitUntil: 'networkidle' });
        problems.push(
          ...(await page.evaluate(() =>
            [...document.querySelectorAll('img')].flatMap((img) => {
              const alt = img.getAttribute('alt');
              const decorative = alt === '' || img.closest('[aria-hidden="true"]') !== null;
              const card = img.closest('.article-card, .workflow-card, .search-result');
              const title = card?.querySelector('h2, h3')?.textContent?.trim() ?? '';
              if (alt === null) return [`${location.pathname}: no alt on ${img.src}`];
              if (card)
                return alt && title && alt.includes(title) ? [] : [`${location.pathname}: thumbnail of "${title}" has alt "${alt}"`];
              if (decorative) return [];
              return /\.(png|jpe?g|svg|webp|gif)$|^(image|picture|thumbnail|photo)$/i.test(alt.trim())
                ? [`${location.pathname}: alt "${alt}"`]
                : [];
            }),
          )),
        );
      }
      expect(problems).toEqual([]);
    });
  });
}

/** The control behind an open dialog that has focus, if any (the page itself, body, is not a control). */
function focusBehindDialog(): string | null {
  const element = document.activeElement;
  if (!element || element === document.body || element.closest('.ant-modal-wrap')) return null;
  return `${element.tagName} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
}

/** Tab cycles inside the open dialog; Escape closes it and gives focus back to the control that opened it. */
async function expectFocusKeptInside(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(focusBehindDialog)).toBeNull();
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('the keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of ['/', '/workflows', '/tutorials/install-flux-comfyui', '/contact', '/signin']) {
    test(`${path}: Tab reaches every control, each with a visible focus ring`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      const expected = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]',
          ),
        ]
          .filter(
            (element) =>
              element.getClientRects().length > 0 &&
              getComputedStyle(element).visibility !== 'hidden' &&
              !element.closest('[aria-hidden="true"], [inert]') &&
              element.tabIndex >= 0,
          )
          .map((element, index) => {
            element.dataset.auditIndex = String(index);
            return index;
          }),
      );
      const reached = new Set<string>();
      const withoutRing: string[] = [];
      for (let step = 0; step < expected.length + 5; step += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate((box) => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          // The ring may be drawn on antd's box around the element or, for pagination arrows, on its child.
          const ring = [element.closest(box) ?? element, element.firstElementChild].some((drawn) => {
            if (!drawn) return false;
            const style = getComputedStyle(drawn);
            return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
          });
          return {
            index: element.dataset.auditIndex ?? '',
            ring: element.matches(':focus-visible') && ring,
            label: `${element.tagName} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
          };
        }, CONTROL_BOX);
        if (!focused) continue;
        reached.add(focused.index);
        if (!focused.ring) withoutRing.push(focused.label);
      }
      const missed = await page.evaluate(
        (indexes) => indexes.map((index) => document.querySelector(`[data-audit-index="${index}"]`)?.outerHTML.slice(0, 80) ?? ''),
        expected.filter((index) => !reached.has(String(index))),
      );
      expect.soft(withoutRing, 'focused without a visible ring').toEqual([]);
      expect.soft(missed, 'controls Tab never reached').toEqual([]);
    });
  }

  test('the More menu opens and closes from the keyboard, giving focus back', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const more = page.getByRole('button', { name: /More/ });
    await more.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Tutorials' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
  });

  test('the newsletter dialog keeps focus inside and gives it back to Subscribe', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const subscribe = page.getByRole('banner').getByRole('button', { name: 'Subscribe' });
    await subscribe.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await expectFocusKeptInside(page, dialog, subscribe);
  });

  test('the workflow preview keeps focus inside and gives it back to its button', async ({ page }) => {
    await page.goto('/workflows/wan-2-2-text-to-video', { waitUntil: 'networkidle' });
    const opener = page.getByRole('button', { name: 'Preview graph' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('.ant-modal');
    await expect(dialog).toBeVisible();
    await expectFocusKeptInside(page, dialog, opener);
  });
});

test.describe('the keyboard on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer opens from the keyboard, keeps Tab inside and gives focus back to the menu button', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer.getByRole('link', { name: 'Home' })).toBeFocused();
    const links = await drawer.locator('a[href], button').count();
    for (let step = 0; step < links + 2; step += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(burger).toBeFocused();
  });
});
