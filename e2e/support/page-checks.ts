// Checks every screen owes a phone and a wide screen (the developers' guide): no sideways scroll, no
// serious or critical axe violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/**
 * Opens each staff screen ([path, its h1]) in turn: the heading and the first `table` match show, and
 * the page does not scroll sideways.
 */
export async function expectStaffScreensFit(
  page: Page,
  screens: readonly (readonly [path: string, heading: string])[],
  table: string,
): Promise<void> {
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator(table).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect([path, overflow]).toEqual([path, 0]);
  }
}

/** No serious or critical axe violation on the page as it is now (outside the `exclude`d selectors). */
export async function expectNoSeriousAxeViolation(page: Page, exclude: string[] = []): Promise<void> {
  const builder = new AxeBuilder({ page });
  for (const selector of exclude) builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
