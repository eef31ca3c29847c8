// Server rendering as a visitor, a crawler and a reader without JavaScript see it: the first HTML holds
// the page's heading and main text, the browser hydrates it without a warning and without asking the
// API again for what the HTML already shows.
import { expect, test, type Page } from '@playwright/test';

interface PageCase {
  path: string;
  heading: string;
  /** Text of the page's main content that must be in the first HTML. */
  text: string | RegExp;
}

const PAGES: PageCase[] = [
  { path: '/', heading: 'Master AI Tools: Your Path to AI Creativity', text: /class="article-card[\s\S]*class="article-card/ },
  {
    path: '/tutorials/install-flux-comfyui',
    heading: 'How to Install Flux in ComfyUI (2026 Guide)',
    text: 'On this page',
  },
  { path: '/tutorials', heading: 'Tutorials', text: /(class="article-card[\s\S]*){11}/ },
  { path: '/workflows', heading: 'ComfyUI Workflows', text: /(class="workflow-card card"[\s\S]*){10}/ },
  { path: '/search?q=flux', heading: 'Search Results for &quot;<!-- -->flux', text: /class="search-result"[\s\S]*<mark>Flux<\/mark>/ },
  { path: '/pricing', heading: 'Credit Plans', text: '₹1,660' },
  { path: '/signin', heading: 'Sign in', text: 'Create an account' },
];

/** Console messages and page errors that mean hydration went wrong. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      /hydrat|did not match|server rendered|#418|#419|#423|#425/i.test(text)
    ) {
      problems.push(text);
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('server rendering', () => {
  for (const { path, heading, text } of PAGES) {
    test(`${path}: the first HTML has the page, and hydration asks for nothing again`, async ({ page, request }) => {
      const first = await request.get(path);
      expect(first.status()).toBe(200);
      const html = await first.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toContain(heading);
      if (typeof text === 'string') expect(root).toContain(text);
      else expect(root).toMatch(text);
      expect(html).not.toContain('class="boot-progress"');

      const problems = watchHydration(page);
      const dataRequests: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/api/') || url.pathname === '/remotes.json') dataRequests.push(url.pathname + url.search);
      });
      await page.goto(path);
      await page.waitForFunction(() => (window as unknown as { __remoteChoices?: unknown }).__remoteChoices !== undefined);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root .remote-failure')).toHaveCount(0);
      expect(problems).toEqual([]);
      expect(dataRequests).toEqual([]);
    });
  }

  test("the head preloads the shell's start-up chunks: the page runs each, and downloads each once", async ({ page }) => {
    const downloads = new Map<string, number>();
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.endsWith('.js')) downloads.set(pathname, (downloads.get(pathname) ?? 0) + 1);
    });
    await page.goto('/workflows');
    await page.waitForFunction(() => (window as unknown as { __remoteChoices?: unknown }).__remoteChoices !== undefined);
    const preloaded = await page
      .locator('head link[rel=preload][as=script][fetchpriority=low]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    // The shell's chunks that ran, by id (each chunk file pushes its ids to the runtime's array).
    const ran = await page.evaluate(() =>
      ((window as unknown as { rspackChunkshell?: [Array<string | number>][] }).rspackChunkshell ?? []).flatMap(([ids]) => ids.map(String)),
    );
    expect(preloaded.length).toBeGreaterThanOrEqual(3);
    for (const path of preloaded) {
      expect(ran).toContain(path.slice(1).split('.')[0]);
      expect(downloads.get(path)).toBe(1);
    }
  });

  test('every script a page runs, the shell’s and the remotes’, asks the browser to compile it as it downloads', async ({ page }) => {
    const scripts: Promise<{ path: string; head: string }>[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js')) scripts.push(response.text().then((body) => ({ path: pathname, head: body.slice(0, 40) })));
    });
    await page.goto('/workflows');
    await page.waitForFunction(() => (window as unknown as { __remoteChoices?: unknown }).__remoteChoices !== undefined);
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    expect(loaded.map((script) => script.path)).toContainEqual(expect.stringMatching(/^\/remotes\/mf-workflows\/.+\/remoteEntry\.js$/));
    for (const { path, head } of loaded) expect(head, path).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  });

  test('a rendered page fetches no script before its first frame is shown, then runs its scripts and hydrates', async ({ page }) => {
    for (const path of ['/tutorials/install-flux-comfyui', '/workflows']) {
      await page.goto(path);
      await page.waitForFunction(() => (window as unknown as { __remoteChoices?: unknown }).__remoteChoices !== undefined);
      const { firstPaint, scripts } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
      }));
      expect(firstPaint).not.toBeNull();
      expect(scripts.map((script) => script.path)).toContainEqual(expect.stringMatching(/^\/main\.[a-z0-9]+\.js$/));
      for (const script of scripts) expect(script.startTime, script.path).toBeGreaterThanOrEqual(firstPaint!);
      // The lead picture is part of the first frame: inside the page, nothing to fetch.
      await expect(page.locator('img[fetchpriority="high"]').first()).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    }
  });

  test('a hydrated page works: its links navigate in the browser and fetch the next screen', async ({ page }) => {
    await page.goto('/tutorials');
    const card = page.locator('.article-card .card__link').first();
    const title = (await card.textContent()) ?? '';
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test("styles are in the first HTML: antd's extracted, the screen's and the shell's inline", async ({ request }) => {
    // antd's styles on a screen that uses antd (pricing is plain markup, decision 0029).
    const signIn = await (await request.get('/signin')).text();
    expect(signIn.slice(0, signIn.indexOf('</head>'))).toMatch(/<style[^>]*data-css-hash/);
    const html = await (await request.get('/pricing')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // The screen's and the shell's stylesheets are inline: no round trip before the first paint.
    expect(head).toMatch(/<style data-source="\/remotes\/mf-account\/[^"]+\/__federation_expose_PricingPage\.[a-z0-9]+\.css">\.pricing/);
    expect(head).toMatch(/<style data-source="\/site\.css">/);
    expect(head).not.toContain('<link rel="stylesheet" href="/site.css">');
    expect(head).toMatch(/<link rel="preload" as="script" href="\/remotes\/mf-account\/[^"]+\/remoteEntry\.js">/);
  });

  test('articles carry their structured data for crawlers', async ({ request }) => {
    const html = await (await request.get('/tutorials/install-flux-comfyui')).text();
    expect(html).toContain('<meta property="og:title"');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an article is readable and its links work; indexes and the workflow grid too', async ({ page }) => {
    await page.goto('/tutorials/install-flux-comfyui');
    await expect(page.getByRole('heading', { level: 1, name: 'How to Install Flux in ComfyUI (2026 Guide)' })).toBeVisible();
    await expect(page.locator('.prose p').first()).toBeVisible();
    await page.locator('header.navbar').getByRole('link', { name: 'Workflows' }).click();
    await expect(page).toHaveURL(/\/workflows$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ComfyUI Workflows' })).toBeVisible();
    await expect(page.locator('.workflow-card').first()).toBeVisible();
    await page.goto('/blog');
    await page.locator('.article-card a').first().click();
    await expect(page.locator('.article-header h1')).toBeVisible();
  });
});
