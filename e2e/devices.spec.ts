// A visit on a phone, a touch tablet and under any host name: the defects of issue 13 that need a
// real browser (layout, touch, the host the page is opened under).
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support/env.ts';

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
    expect(await images.first().getAttribute('src')).toMatch(/^\/static\//);
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
    await page.getByRole('button', { name: 'Back to the first page' }).tap();
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
    const dialog = page.getByRole('dialog');
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
    const icons = page.locator('.roadmap__levels .ant-steps-item-icon');
    await expect(icons).toHaveCount(4);
    const lefts = await icons.evaluateAll((all) => all.map((icon) => Math.round(icon.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
  });
});
