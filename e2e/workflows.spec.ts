// The workflow catalogue in the browser: the grid and its pages, the graph preview, downloads, and
// the write-up pages that every catalogue workflow has. One extra workflow, without a write-up, is
// uploaded by a staff user (created with `npm run user:create`): it is the oldest, so it lands on the last page,
// and its preview opens in the catalogue's own dialog.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './support/env.ts';
import { createWithScript, newUser } from './support/session.ts';
import { modalDialog } from './support/dialogs.ts';

const CATALOG = join(import.meta.dirname, '..', 'api', 'content', 'workflows', 'catalog');
const catalogJson = (slug: string) =>
  JSON.parse(readFileSync(join(CATALOG, `${slug}.json`), 'utf8')) as { nodes: unknown[]; links: unknown[] };

const UPLOADED_TITLE = 'E2E Oldest Workflow';
const UPLOADED_SLUG = 'e2e-oldest';
const SDXL_SLUG = 'sdxl-text-to-image';
const KREA = {
  slug: 'flux-krea-text-to-image',
  title: 'Flux.1 Krea [dev] Text to Image',
  article: 'Flux.1 Krea [dev] Text to Image Workflow for ComfyUI',
};

let api: APIRequestContext;
let staffToken = '';
let uploadedId = 0;

test.beforeAll(async () => {
  const staff = newUser('workflow-staff');
  createWithScript(staff, ['--staff']);
  api = await request.newContext({ baseURL: E2E_BASE_URL });
  const token = await api.post('/api/token/', { data: { email: staff.email, password: staff.password } });
  expect(token.status()).toBe(200);
  staffToken = ((await token.json()) as { access: string }).access;
  const upload = await api.post('/api/admin/workflows/', {
    headers: { authorization: `Bearer ${staffToken}` },
    multipart: {
      file: { name: 'e2e-oldest.json', mimeType: 'application/json', buffer: readFileSync(join(CATALOG, `${SDXL_SLUG}.json`)) },
      thumbnail: { name: 'thumb.svg', mimeType: 'image/svg+xml', buffer: readFileSync(join(CATALOG, `${SDXL_SLUG}.svg`)) },
      title: UPLOADED_TITLE,
      description: 'Uploaded by the browser tests; the oldest workflow, so it lands on the last page.',
      tags: 'e2e, test',
      category: 'Text to Image',
      difficulty: 'Beginner',
      created: '2001-01-01',
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  uploadedId = ((await upload.json()) as { id: number }).id;
});

test.afterAll(async () => {
  if (uploadedId) await api.delete(`/api/admin/workflows/${uploadedId}/`, { headers: { authorization: `Bearer ${staffToken}` } });
  await api.dispose();
});

async function workflowId(slug: string): Promise<number> {
  const response = await api.get(`/api/workflows/${slug}/`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

async function downloadedJson(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; doc: { nodes: unknown[]; links: unknown[] } }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), doc: JSON.parse(readFileSync(path, 'utf8')) as { nodes: unknown[]; links: unknown[] } };
}

/** The number of pages of the workflow grid (ten a page); the uploaded, oldest workflow is on the last. */
async function workflowPages(page: Page): Promise<number> {
  const { count } = (await (await page.request.get('/api/workflows/')).json()) as { count: number };
  return Math.ceil(count / 10);
}

test.describe('workflows', () => {
  test('browse the grid and go to the last page', async ({ page }) => {
    await page.goto('/workflows');
    await expect(page.getByRole('heading', { level: 1, name: 'ComfyUI Workflows' })).toBeVisible();
    const cards = page.getByTestId('workflow-card');
    await expect(cards).toHaveCount(10);
    await expect(cards.first().locator('img')).toBeVisible();
    const lastPage = await workflowPages(page);
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: `Page ${lastPage}`, exact: true })
      .click();
    await expect(page).toHaveURL(`/workflows?page=${lastPage}`);
    const { count } = (await (await page.request.get('/api/workflows/')).json()) as { count: number };
    await expect(cards).toHaveCount(count - 10 * (lastPage - 1));
    await expect(cards.last().getByRole('heading', { name: UPLOADED_TITLE })).toBeVisible();

    await page.getByRole('combobox', { name: 'Sort workflows' }).selectOption({ label: 'Title A–Z' });
    await expect(page).toHaveURL('/workflows?sort=title');
    await expect(cards.first().getByRole('heading')).toHaveText('4× Model Upscale (RealESRGAN) to 2× + Optional SDXL Refine');

    await page.getByLabel('Search workflows').fill('wan');
    await page.getByLabel('Search workflows').press('Enter');
    await expect(cards).toHaveCount(5);
    await page.getByLabel('Search workflows').fill('no-such-workflow-anywhere');
    await page.getByLabel('Search workflows').press('Enter');
    await expect(page.getByText('No workflows found.')).toBeVisible();
  });

  test('open a preview: the graph, what it needs, and a download that parses as the workflow', async ({ page }) => {
    // The uploaded workflow (the SDXL file) has no write-up, so View opens the catalogue's dialog.
    const lastPage = await workflowPages(page);
    await page.goto(`/workflows?page=${lastPage}`);
    await page.getByRole('button', { name: `View ${UPLOADED_TITLE}` }).click();
    await expect(page).toHaveURL(`/workflows/${uploadedId}?page=${lastPage}`);
    const dialog = page.getByRole('dialog', { name: UPLOADED_TITLE });
    await expect(dialog).toBeVisible();
    const source = catalogJson(SDXL_SLUG);
    await expect(dialog.getByTestId('graph-node')).toHaveCount(source.nodes.length);
    await expect(dialog.getByTestId('graph-link')).toHaveCount(source.links.length);
    await expect(dialog.getByText('None: every node is part of ComfyUI.')).toBeVisible();
    await expect(dialog.getByTestId('model-files')).toContainText('sd_xl_base_1.0.safetensors');
    await expect(dialog.getByTestId('model-files')).toContainText('sd_xl_refiner_1.0.safetensors');

    const { name, doc } = await downloadedJson(page, () => dialog.getByRole('button', { name: 'Download' }).click());
    expect(name).toBe(`${UPLOADED_SLUG}.json`);
    expect(doc).toEqual(source);

    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(page).toHaveURL(`/workflows?page=${lastPage}`);
    await expect(dialog).toBeHidden();
  });

  test('a preview opened from the keyboard gives focus back to the View button that opened it', async ({ page }) => {
    await page.goto(`/workflows?page=${await workflowPages(page)}`, { waitUntil: 'networkidle' });
    const view = page.getByRole('button', { name: `View ${UPLOADED_TITLE}` });
    await view.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: UPLOADED_TITLE });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();
  });

  test('a preview lists custom nodes and model files, and a failed download says so', async ({ page }) => {
    await page.goto('/workflows/vibevoice-text-to-speech');
    await page.getByRole('button', { name: 'Preview graph' }).click();
    const dialog = modalDialog(page);
    await expect(dialog.getByTestId('model-files')).toContainText('tokenizer_config.json');
    await expect(dialog.getByTestId('custom-nodes')).toContainText('VibeVoiceSingleSpeakerNode');
    // The metadata's lists: each model file's folder, size, licence and download link; each pack's link.
    await expect(dialog.getByTestId('model-file').filter({ hasText: 'tokenizer_config.json' })).toContainText(
      'ComfyUI/models/vibevoice/tokenizer/ · 7 KB · Apache-2.0 · download',
    );
    await expect(dialog.getByRole('link', { name: 'Download tokenizer_config.json' })).toHaveAttribute(
      'href',
      'https://huggingface.co/Qwen/Qwen2.5-1.5B/resolve/main/tokenizer_config.json',
    );
    await expect(dialog.getByTestId('node-packs').getByRole('link', { name: 'VibeVoice-ComfyUI (Enemyx-net)' })).toHaveAttribute(
      'href',
      'https://github.com/Enemyx-net/VibeVoice-ComfyUI',
    );
    await page.route('**/api/workflows/*/download/', (route) => route.fulfill({ status: 500, body: '{"message":"boom"}' }));
    await dialog.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByText(/Could not download "VibeVoice Text to Speech with Voice Cloning"/)).toBeVisible();
  });

  test('a workflow with a write-up opens at its top, shows its article and downloads from there', async ({ page }) => {
    // The catalogue has more workflows than a page: find this one by its title, on a page scrolled to its end.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/workflows?search=${encodeURIComponent('Krea')}`);
    const title = page.getByRole('heading', { name: KREA.title });
    await expect(title).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await title.click();
    await expect(page).toHaveURL(`/workflows/${KREA.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: KREA.article })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Download workflow' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const { name, doc } = await downloadedJson(page, () => page.getByRole('button', { name: 'Download workflow' }).click());
    expect(name).toBe(`${KREA.slug}.json`);
    expect(doc).toEqual(catalogJson(KREA.slug));
    await page.getByRole('button', { name: 'Preview graph' }).click();
    await expect(modalDialog(page).getByTestId('graph-node')).toHaveCount(catalogJson(KREA.slug).nodes.length);
  });

  test('/workflows/{id} of a workflow with a write-up lands on its slug', async ({ page }) => {
    const id = await workflowId(KREA.slug);
    await page.goto(`/workflows/${id}`);
    await expect(page).toHaveURL(`/workflows/${KREA.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: KREA.article })).toBeVisible();

    // The same inside the app (no server round trip): the route redirects once the item is known.
    await page.goto('/workflows');
    await expect(page.getByTestId('workflow-card')).toHaveCount(10);
    await page.evaluate((path) => {
      history.pushState({}, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/workflows/${id}`);
    await expect(page).toHaveURL(`/workflows/${KREA.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: KREA.article })).toBeVisible();
  });

  test('an unknown workflow is a 404 page', async ({ page }) => {
    const response = await page.goto('/workflows/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Workflow "999999" was not found. It may have been removed.')).toBeVisible();
  });
});
