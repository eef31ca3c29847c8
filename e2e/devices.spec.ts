// A visit on a phone, a touch tablet and under any host name: the defects of issue 13 that need a
// real browser (layout, touch, the host the page is opened under).
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support/env.ts';
import { modalDialog } from './support/dialogs.ts';

const AD_SCRIPT = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js*';

test.describe('any host name', () => {
  test('answers carry root-relative media URLs', async ({ request }) => {
    const articles = (await (await request.get('/api/articles/')).json()) as { results: { thumbnail_url: string | null }[] };
    const workflows = (await (await request.get('/api/workflows/')).json()) as {
      results: { thumbnail_url: string | null; s3_url: string; download_url: string }[];
    };
    for (const { thumbnail_url } of [...articles.results, ...workflows.results]) expect(thumbnail_url).toMatch(/^\/static\//);
    for (const { s3_url, download_url } of workflows.results) {
      expect(s3_url).toMatch(/^\/static\//);
      expect(download_url).toMatch(/^\/api\/workflows\/\d+\/download\/$/);
    }
  });

  test('opened as localhost (not the PUBLIC_URL host), every thumbnail loads', async ({ page }) => {
    await page.goto(`http://localhost:${E2E_PORT}/workflows`, { waitUntil: 'networkidle' });
    const images = page.locator('.workflow-card img');
    await expect(images.first()).toBeVisible();
    const broken = await images.evaluateAll((all) =>
      (all as HTMLImageElement[]).filter((img) => img.loading !== 'lazy' && !img.naturalWidth).map((img) => img.src),
    );
    expect(broken).toEqual([]);
    // Root-relative, never the PUBLIC_URL host; the first is inside the page (decision 0059).
    const sources = await images.evaluateAll((all) => all.map((img) => img.getAttribute('src') ?? ''));
    expect(sources[0]).toMatch(/^data:image\/svg\+xml,/);
    for (const src of sources.slice(1)) expect(src).toMatch(/^\/static\//);
  });
});

test.describe('every image under every host name', () => {
  const PAGES = ['/', '/tutorials/install-flux-comfyui', '/workflows'];

  for (const origin of [`http://127.0.0.1:${E2E_PORT}`, `http://localhost:${E2E_PORT}`]) {
    test(`opened as ${new URL(origin).hostname}, every image on home, an article and /workflows loads`, async ({ page }) => {
      const broken: string[] = [];
      for (const path of PAGES) {
        await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
        await expect(page.locator('main img').first()).toBeVisible();
        broken.push(
          ...(await page.evaluate(async () => {
            const images = [...document.querySelectorAll('img')];
            for (const img of images) img.loading = 'eager';
            await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
            return images.filter((img) => img.naturalWidth === 0).map((img) => `${location.pathname}: ${img.src}`);
          })),
        );
      }
      expect(broken).toEqual([]);
    });
  }

  test('under another host name, every image URL in the pages is root-relative or inline and answers with an image', async ({
    request,
  }) => {
    const headers = { host: 'creators.example' };
    for (const path of PAGES) {
      const page = await request.get(path, { headers });
      expect(page.status()).toBe(200);
      const sources = [...(await page.text()).matchAll(/<img\b[^>]*?\bsrc="([^"]+)"/g)].map((match) => match[1]!);
      expect(sources.length, path).toBeGreaterThan(0);
      for (const src of sources) {
        // A page's lead image is inside it (decision 0041): a data: URL names no host.
        if (src.startsWith('data:')) {
          expect(src, path).toMatch(/^data:image\/svg\+xml,/);
          continue;
        }
        expect(src, path).toMatch(/^\/(?!\/)/);
        const image = await request.get(src.replaceAll('&amp;', '&'), { headers });
        expect([src, image.status()]).toEqual([src, 200]);
        expect(image.headers()['content-type'], src).toMatch(/^image\//);
      }
    }
  });
});

test.describe('a touch tablet without the burger', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('a tap opens the More menu and reaches Blog', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /More/ }).tap();
    await page.getByRole('menuitem', { name: 'Blog' }).tap();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

  test('the open navbar search keeps its close button and the burger on screen', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open search' }).tap();
    await expect(page.getByRole('searchbox', { name: 'Search articles and workflows' })).toBeVisible();
    for (const name of ['Close search', 'Open menu']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(360);
    }
  });

  test('the consent notice does not cover the open drawer', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('dialog', { name: 'Cookies and ads' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[aria-label="Site menu"]') !== null, {
      x: box.x + box.width / 2,
      y: box.y + box.height - 20,
    });
    expect(onTop).toBe(true);
  });

  test('a workflows page past the end says so and leads back to the first page', async ({ page }) => {
    await page.goto('/workflows?page=99', { waitUntil: 'networkidle' });
    await expect(page.getByText('No workflows found.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the first page' }).tap();
    await expect(page).toHaveURL(/\/workflows$/);
    await expect(page.locator('.workflow-card').first()).toBeVisible();
  });

  test('the contact toast is as wide as its text allows and leaves Send Message free', async ({ page }) => {
    await page.goto('/contact', { waitUntil: 'networkidle' });
    await page.getByLabel('Name').fill('Asha Rao');
    await page.getByLabel('Email').fill('asha.devices@example.com');
    await page.getByLabel('Message').fill('A question from a phone.');
    await page.getByRole('button', { name: 'Send Message' }).tap();
    const toast = page.getByTestId('contact-toast');
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    const send = (await page.getByRole('button', { name: 'Send Message' }).boundingBox())!;
    const overlaps = box.y < send.y + send.height && send.y < box.y + box.height;
    expect(overlaps).toBe(false);
  });

  test('an article shows its title before the table of contents', async ({ page }) => {
    await page.goto('/tutorials/install-flux-comfyui', { waitUntil: 'networkidle' });
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const toc = (await page.getByRole('navigation', { name: 'Table of contents' }).boundingBox())!;
    expect(title.y).toBeLessThan(toc.y);
    expect(title.y).toBeLessThan(200);
  });

  test("the preview dialog's close button leaves its title free", async ({ page }) => {
    await page.goto('/workflows/wan-2-2-text-to-video', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Preview graph' }).tap();
    const dialog = modalDialog(page);
    await expect(dialog).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    const close = (await dialog.locator('.ant-modal-close').boundingBox())!;
    // The title's text, not its box (whose padding keeps the corner free).
    const text = await dialog.locator('.ant-modal-title').evaluate((title) => {
      const range = document.createRange();
      range.selectNodeContents(title);
      const { right } = range.getBoundingClientRect();
      return { right };
    });
    expect(text.right).toBeLessThanOrEqual(close.x);
  });

  test('the roadmap levels line up on their numbers', async ({ page }) => {
    await page.goto('/ai-roadmap', { waitUntil: 'networkidle' });
    const icons = page.locator('.roadmap__levels .roadmap-level__number');
    await expect(icons).toHaveCount(4);
    const lefts = await icons.evaluateAll((all) => all.map((icon) => Math.round(icon.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
  });
});

test.describe('home', () => {
  test('Featured Articles, drawn from every section, has no "See all"; each section\'s "See all" opens its own index', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const section = (name: string) => page.getByRole('region', { name, exact: true });
    await expect(section('Featured Articles').locator('.article-card').first()).toBeVisible();
    await expect(section('Featured Articles').getByRole('link', { name: 'See all' })).toHaveCount(0);
    for (const [name, path] of [
      ['Tutorials', '/tutorials'],
      ['Blog', '/blog'],
      ['Earning Ideas', '/earning-ideas'],
    ] as const) {
      expect(await section(name).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe(path);
    }
  });
});

test.describe('a phone, the drawer and the newsletter dialog', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('Subscribe in the drawer closes the drawer, and closing the dialog puts focus back on the menu button', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await drawer.getByRole('button', { name: 'Subscribe' }).tap();
    const newsletter = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
    await expect(newsletter).toBeVisible();
    await expect(drawer).toHaveCount(0);
    await newsletter.getByRole('button', { name: 'Cancel' }).tap();
    await expect(newsletter).toBeHidden();
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('one type scale for page titles (docs/product/constants.md#layout: 600 and 960 px)', () => {
  const TITLED = [
    '/',
    '/tutorials',
    '/tutorials/install-flux-comfyui',
    '/ai-roadmap',
    '/workflows',
    '/search?q=flux',
    '/contact',
    '/pricing',
    '/privacy',
    '/no-such-page',
  ];
  for (const [width, size] of [
    [360, '28px'],
    [700, '34px'],
    [1280, '40px'],
  ] as const) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });
      test(`every page title is ${size}`, async ({ page }) => {
        const sizes: Record<string, string> = {};
        for (const path of TITLED) {
          await page.goto(path, { waitUntil: 'networkidle' });
          sizes[path] = await page
            .locator('main h1')
            .first()
            .evaluate((h1) => getComputedStyle(h1).fontSize);
        }
        expect(sizes).toEqual(Object.fromEntries(TITLED.map((path) => [path, size])));
      });
    });
  }
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`the consent notice at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('appears without moving anything on the page (no layout shift)', async ({ page }) => {
      await page.addInitScript(() => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const record = window as Window & { layoutShifts?: string[] };
        record.layoutShifts = [];
        const describe = (node: Node | null) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map(
              (source) =>
                `${describe(source.node)} y ${source.previousRect.y}→${source.currentRect.y} h ${source.previousRect.height}→${source.currentRect.height}`,
            );
            record.layoutShifts?.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The ad script loads (a stand-in fills nothing), so the slots keep their space: what is measured
      // is the notice, not the ad gate (whose failure modes ads-layout.spec.ts covers).
      await page.route(AD_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.adsbygoogle = [];' }));
      await page.goto('/', { waitUntil: 'networkidle' });
      await expect(page.getByRole('dialog', { name: 'Cookies and ads' })).toBeVisible();
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => (window as Window & { layoutShifts?: string[] }).layoutShifts ?? []);
      const total = shifts.reduce((sum, shift) => sum + Number.parseFloat(shift), 0);
      expect(total, shifts.join('\n')).toBeLessThan(0.01);
    });
  });
}

test.describe('a wide screen with the consent notice up', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the notice covers no control reached with Tab, and the end of the page scrolls clear of it', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const notice = page.getByRole('dialog', { name: 'Cookies and ads' });
    await expect(notice).toBeVisible();
    const covered: string[] = [];
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const hidden = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        if (!focused || focused === document.body) return null;
        const box = focused.getBoundingClientRect();
        const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return onTop && (focused.contains(onTop) || onTop.contains(focused))
          ? null
          : `${focused.tagName} ${focused.textContent?.trim().slice(0, 40)}`;
      });
      if (hidden) covered.push(hidden);
    }
    expect(covered).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = (await page.locator('.footer__copy').boundingBox())!;
    const bar = (await notice.boundingBox())!;
    expect(copyright.y + copyright.height).toBeLessThanOrEqual(bar.y);
  });
});
