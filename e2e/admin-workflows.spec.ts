// The staff catalogue at /admin/workflows in the browser: a staff user (created with
// `npm run user:create`) signs in, uploads a workflow file from the shipped catalogue, finds it in the
// table, previews its graph (the catalogue's own preview), unpublishes it (a visitor no longer finds
// it on /workflows), and deletes it. A file that fails the workflow check shows the server's reasons.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createWithScript, newUser, submitSignIn, type TestUser } from './support/session.ts';

const CATALOG = join(import.meta.dirname, '..', 'api', 'content', 'workflows', 'catalog');
const SOURCE = 'sdxl-text-to-image';
const sourceJson = () => JSON.parse(readFileSync(join(CATALOG, `${SOURCE}.json`), 'utf8')) as { nodes: unknown[]; links: unknown[] };

let staff: TestUser;

test.beforeAll(() => {
  staff = newUser('catalogue-staff');
  createWithScript(staff, ['--staff']);
});

/** Opens /admin/workflows: the sign-in page first, then back to the staff catalogue. */
async function openAsStaff(page: Page): Promise<void> {
  await page.goto('/admin/workflows');
  await expect(page).toHaveURL(/\/signin\?redirectUrl=/);
  await submitSignIn(page, staff);
  await expect(page).toHaveURL('/admin/workflows');
  await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
}

async function fillUpload(page: Page, title: string, file: { name: string; buffer: Buffer }): Promise<void> {
  await page.getByRole('button', { name: 'Upload workflow' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a workflow' });
  await dialog
    .locator('input[type=file]')
    .nth(0)
    .setInputFiles({ ...file, mimeType: 'application/json' });
  await dialog
    .locator('input[type=file]')
    .nth(1)
    .setInputFiles({ name: 'thumb.svg', mimeType: 'image/svg+xml', buffer: readFileSync(join(CATALOG, `${SOURCE}.svg`)) });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Uploaded by the staff catalogue browser test.');
  await dialog.getByLabel('Tags').fill('e2e, sdxl');
  await dialog.getByLabel('Category').fill('Text to Image');
  // A click on an option while the list is still opening can be lost: choose again until it shows.
  await expect(async () => {
    await dialog.getByRole('combobox', { name: 'Difficulty' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Beginner', { exact: true }).click({ timeout: 2_000 });
    await expect(dialog.getByTitle('Beginner', { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
}

interface Manifest {
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

/** What an anonymous visitor finds on /workflows when searching for `text`, and which of the files only the staff module needs the page fetched. */
async function visitorSearch(browser: Browser, text: string): Promise<{ titles: string[]; adminFiles: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto(`/workflows?search=${encodeURIComponent(text)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'ComfyUI Workflows' })).toBeVisible();
  const grid = page.locator('.workflows-page');
  await expect(grid.getByText('No workflows found.').or(grid.locator('.workflow-card .card__title').first())).toBeVisible();
  const titles = await grid.locator('.workflow-card .card__title').allTextContents();
  // The browser registers the container script; the build's manifest is the file beside it.
  const entryUrl = fetched.find((url) => /\/mf-workflows\/.*remoteEntry\.js/.test(url));
  expect(entryUrl).toBeTruthy();
  const manifest = (await (await page.request.get(new URL('mf-manifest.json', entryUrl!).href)).json()) as Manifest;
  const files = (name: string) => manifest.exposes.find((e) => e.name === name)!.assets.js.sync;
  const visitors = new Set(files('WorkflowsPage'));
  const staffOnly = files('AdminWorkflows').filter((file) => !visitors.has(file));
  expect(staffOnly.length).toBeGreaterThan(0);
  await context.close();
  return { titles, adminFiles: fetched.filter((url) => staffOnly.some((file) => url.endsWith(`/${file}`))) };
}

test.describe('staff workflow catalogue', () => {
  test('upload → listed → graph preview → unpublish (visitors no longer find it) → delete', async ({ page, browser }) => {
    const title = `E2E Heron ${Date.now()}`;
    await openAsStaff(page);
    await fillUpload(page, title, { name: 'e2e-heron.json', buffer: readFileSync(join(CATALOG, `${SOURCE}.json`)) });
    await expect(page.getByText(`“${title}” is uploaded and published.`)).toBeVisible();

    await page.getByRole('main').getByLabel('Search workflows').fill(title);
    await page.getByRole('main').getByLabel('Search workflows').press('Enter');
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('switch', { name: `Published: ${title}` })).toBeChecked();
    await expect(row.getByRole('cell', { name: '0', exact: true })).toBeVisible();

    const published = await visitorSearch(browser, title);
    expect(published.titles).toEqual([title]);
    expect(published.adminFiles).toEqual([]);

    await row.getByRole('button', { name: `Preview ${title}` }).click();
    const preview = page.getByRole('dialog', { name: `Preview: ${title}` });
    const source = sourceJson();
    await expect(preview.getByTestId('graph-node')).toHaveCount(source.nodes.length);
    await expect(preview.getByTestId('graph-link')).toHaveCount(source.links.length);
    await preview.getByRole('button', { name: 'Close' }).first().click();
    await expect(preview).toBeHidden();

    await row.getByRole('switch', { name: `Published: ${title}` }).click();
    await expect(page.getByText(`“${title}” is unpublished: visitors no longer see it.`)).toBeVisible();
    await expect(row.getByRole('switch', { name: `Published: ${title}` })).not.toBeChecked();
    expect((await visitorSearch(browser, title)).titles).toEqual([]);

    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`“${title}” is deleted.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  });

  test('a file that fails the workflow check shows every reason from the server, and nothing is added', async ({ page }) => {
    const title = `E2E Broken ${Date.now()}`;
    const broken = sourceJson() as { nodes: Record<string, unknown>[]; links: unknown[] };
    broken.nodes.push({ id: 9001, type: 'NoSuchNodeType', mode: 0, inputs: [], outputs: [] });
    await openAsStaff(page);
    await fillUpload(page, title, { name: 'broken.json', buffer: Buffer.from(JSON.stringify(broken)) });
    const dialog = page.getByRole('dialog', { name: 'Upload a workflow' });
    await expect(dialog.getByText('The workflow fails the workflow check:')).toBeVisible();
    await expect(dialog.getByText(/^- node 9001 \(NoSuchNodeType\): unknown node type "NoSuchNodeType"/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('main').getByLabel('Search workflows').fill(title);
    await page.getByRole('main').getByLabel('Search workflows').press('Enter');
    await expect(page.getByText('No workflows found.')).toBeVisible();
  });

  test('fits a 360 px screen: the table scrolls in its own box, the page never sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openAsStaff(page);
    await expect(page.getByRole('switch').first()).toBeVisible();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: document.documentElement.clientWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    await expect(page.getByRole('button', { name: 'Upload workflow' })).toBeInViewport();
  });
});
