// Hydration as a phone sees it: the server's markup is painted long before the remotes' code arrives.
// When it arrives the browser must adopt that markup (the same elements, no spinner in between), not
// throw it away and draw the page again: that flash is invisible to Lighthouse (it measures the first
// paint, and CLS ignores new elements) but every visitor on a slow connection sees it.
import { expect, test } from '@playwright/test';

const AD_SCRIPT = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js*';
const PAGES = ['/', '/tutorials', '/tutorials/install-flux-comfyui', '/workflows', '/search?q=flux', '/pricing'];

/**
 * Remembers the elements the server rendered (once the screen's heading is parsed) and whether a
 * spinner ever showed after them.
 */
const WATCH = `
  window.__hydration = { spinner: false, elements: null };
  new MutationObserver(() => {
    const state = window.__hydration;
    if (!state.elements && document.querySelector('main h1') && document.readyState !== 'loading') {
      state.elements = [...document.querySelectorAll('#root *')];
    }
    if (state.elements && document.querySelector('#root .remote-loading')) state.spinner = true;
  }).observe(document, { subtree: true, childList: true });
  document.addEventListener('readystatechange', () => {
    const state = window.__hydration;
    if (!state.elements && document.readyState === 'interactive') state.elements = [...document.querySelectorAll('#root *')];
  });
`;

for (const path of PAGES) {
  test(`${path}: the server's markup is kept when the remote's slow code arrives`, async ({ page }) => {
    await page.addInitScript(WATCH);
    // The ad script loads (a stand-in): the ad space the server rendered stays and is filled.
    await page.route(AD_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.adsbygoogle = [];' }));
    // The remotes' scripts arrive a second late, as on a slow phone connection.
    await page.route('**/remotes/**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto(path);
    await page.waitForFunction(() => (window as unknown as { __remoteChoices?: unknown }).__remoteChoices !== undefined);
    await page.waitForLoadState('networkidle');
    const result = await page.evaluate(() => {
      const state = (window as unknown as { __hydration: { spinner: boolean; elements: Element[] | null } }).__hydration;
      const describe = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
      return {
        spinner: state.spinner,
        serverElements: (state.elements?.length ?? 0) > 50,
        // The navbar's account placeholder is meant to go: it becomes Sign In once the session is known.
        replaced: (state.elements ?? [])
          .filter((element) => !element.isConnected && !element.classList.contains('account-placeholder'))
          .map(describe),
      };
    });
    expect(result).toEqual({ spinner: false, serverElements: true, replaced: [] });
  });
}
