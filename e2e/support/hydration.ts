// Before hydration, as tests reach it: holding scripts back until a chosen moment, and telling
// whether React has hydrated an element of the server's markup.
import type { Locator, Page } from '@playwright/test';

/** Holds back the scripts matching `pattern` (a Playwright URL glob) until the returned function is called. */
export async function holdScripts(page: Page, pattern: string): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds a remote's scripts back until the returned function is called. */
export const holdRemote = (page: Page, remote: string): Promise<() => void> => holdScripts(page, `**/remotes/${remote}/**/*.js`);

/** Whether React has hydrated the element (React DOM keeps the element's props on the node it claimed). */
export function hydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')));
}
