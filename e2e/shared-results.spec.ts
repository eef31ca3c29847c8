// Shared results in the browser, on a 360 px phone and a wide screen: a member shares a PNG as ComfyUI
// saves it (its prompt in text chunks) under a workflow's write-up and sees it waiting for review;
// visitors do not see it; staff approve it at /admin/results; then it shows in the workflow's gallery
// for everyone, and as the workflow's card picture in the grid. The stored file has no text chunks.
// And a member who ran a workflow on their ComfyUI (a stand-in here) shares its output in one step.
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { pngChunk as chunk } from '../api/test/png-chunks.ts';
import { standinObjectInfo } from './support/comfy-object-info.ts';
import { startComfyStandin } from './support/comfy-standin.ts';
import { E2E_BASE_URL } from './support/env.ts';
import { createWithScript, newUser, signUpViaApi, submitSignIn, type TestUser } from './support/session.ts';

const WRITE_UP = '/workflows/flux-kontext-image-edit';
const TITLE = 'Flux.1 Kontext [dev] Instruction Image Editing';
const SECRET = 'SECRET-WORKFLOW-IN-THE-PNG';

/** A 160×120 RGB PNG of horizontal bands, with a ComfyUI-style "workflow" text chunk. */
function comfyPng(): Buffer {
  const [width, height] = [160, 120];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, y < height / 2 ? 0x1f : 0xd4)]),
  );
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('tEXt', Buffer.from(`workflow\0{"nodes":[{"type":"${SECRET}"}]}`, 'latin1')),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const staff = newUser('results-staff');
test.beforeAll(() => {
  createWithScript(staff, ['--staff']);
});

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

type Viewport = { width: number; height: number };
const WIDE: Viewport = { width: 1280, height: 900 };

async function newPage(browser: Browser, viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  return context.newPage();
}

async function signedIn(browser: Browser, user: TestUser, viewport: Viewport): Promise<Page> {
  const page = await newPage(browser, viewport);
  await page.goto('/signin');
  await submitSignIn(page, user);
  // Back home once signed in (on a phone the avatar is in the drawer).
  await expect(page).toHaveURL('/');
  return page;
}

for (const [device, viewport] of [
  ['a phone', { width: 360, height: 740 }],
  ['a wide screen', WIDE],
] as const) {
  test.describe(`on ${device}`, () => {
    async function gallery(page: Page) {
      await page.goto(WRITE_UP);
      const section = page.getByRole('region', { name: 'Made with this workflow' });
      await section.scrollIntoViewIfNeeded();
      await expect(
        section
          .getByTestId('shared-result')
          .first()
          .or(section.getByText(/Nobody has shared a result yet/)),
      ).toBeVisible();
      return section;
    }
    const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    test('a member shares a result, staff approve it, it shows in the gallery and on the workflow’s card', async ({ browser, request }) => {
      // Three people on three pages (member, staff, visitor) with an axe audit: 20 s on a quiet machine,
      // past the 45 s default on a loaded one.
      test.slow();
      const member: TestUser = { ...newUser('sharer'), firstName: 'Mira', lastName: `Sharer${Date.now() % 100_000}` };
      const name = `${member.firstName} ${member.lastName}`;
      await signUpViaApi(request, member);

      const memberPage = await signedIn(browser, member, viewport);
      const section = await gallery(memberPage);
      // Exact: before the page knows the member (its session is read once it has hydrated) the button is
      // the server's "Sign in to share what you made", which a tap would follow.
      await section.getByRole('button', { name: 'Share what you made', exact: true }).click();
      const dialog = memberPage.getByRole('dialog', { name: `Share what you made with ${TITLE}` });
      await dialog.getByLabel('Image or video').setInputFiles({ name: 'ComfyUI_00042_.png', mimeType: 'image/png', buffer: comfyPng() });
      // The preview is an object URL: the page's policy lets it load.
      const preview = dialog.getByRole('img', { name: 'Preview of the image' });
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
      await dialog.getByLabel('Prompt (optional)').fill('turn the lighthouse into a watercolour painting');
      await dialog.getByLabel('Settings (optional)').fill('steps 28 · guidance 2.5 · euler');
      expect(await noSidewaysScroll(memberPage)).toBe(true);
      await dialog.getByRole('button', { name: 'Share' }).click();
      await expect(memberPage.getByText(/Your result is waiting for review/)).toBeVisible();
      const mine = section.getByTestId('shared-result').filter({ hasText: name });
      await expect(mine.getByText('Waiting for review')).toBeVisible();

      const visitor = await newPage(browser, viewport);
      const visitorGallery = await gallery(visitor);
      await expect(visitorGallery.getByTestId('shared-result').filter({ hasText: name })).toHaveCount(0);

      const staffPage = await signedIn(browser, staff, viewport);
      await staffPage.goto('/admin/results');
      await expect(staffPage.getByRole('heading', { level: 1, name: 'Shared results' })).toBeVisible();
      const row = staffPage.getByRole('row').filter({ hasText: name });
      await expect(row.getByText('turn the lighthouse into a watercolour painting')).toBeVisible();
      await row.getByRole('button', { name: 'Approve' }).click();
      await expect(staffPage.getByText('Approved: it shows under its workflow.')).toBeVisible();
      expect(await noSidewaysScroll(staffPage)).toBe(true);

      const approved = (await gallery(visitor)).getByTestId('shared-result').filter({ hasText: name });
      await expect(approved).toBeVisible();
      await approved.getByRole('button').click();
      const viewer = visitor.getByRole('dialog', { name: `Made by ${name}` });
      await expect(viewer.getByText('steps 28 · guidance 2.5 · euler')).toBeVisible();
      const full = viewer.getByRole('img', { name: `Made by ${name}: turn the lighthouse into a watercolour painting` });
      const file = await visitor.request.get((await full.getAttribute('src'))!);
      expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const bytes = await file.body();
      expect(bytes.subarray(1, 4).toString()).toBe('PNG');
      expect(bytes.includes(SECRET)).toBe(false);
      expect(bytes.includes('tEXt')).toBe(false);
      await viewer.getByRole('button', { name: 'Close' }).click();

      const axe = await new AxeBuilder({ page: visitor }).include('#results').analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

      await visitor.goto(`/workflows?search=${encodeURIComponent('Kontext')}`);
      const card = visitor.getByTestId('workflow-card').filter({ hasText: TITLE });
      await expect(card.getByRole('img', { name: `An image made with ${TITLE} by ${name}` })).toBeVisible();
      expect(await noSidewaysScroll(visitor)).toBe(true);
    });
  });
}

test('a member shares the output of a run on their ComfyUI in one step, prompt and settings filled in', async ({ browser, request }) => {
  const files = { checkpoints: ['sd_xl_base_1.0.safetensors', 'sd_xl_refiner_1.0.safetensors'] };
  const comfy = await startComfyStandin({ corsOrigin: E2E_BASE_URL, objectInfo: standinObjectInfo({ models: files }), models: files });
  try {
    const member: TestUser = { ...newUser('runner'), firstName: 'Ravi', lastName: `Runner${Date.now() % 100_000}` };
    await signUpViaApi(request, member);
    const page = await signedIn(browser, member, WIDE);

    await page.goto('/workflows/sdxl-text-to-image');
    await page.getByRole('button', { name: 'Check on my ComfyUI' }).click();
    const panel = page.getByRole('region', { name: 'Check on my ComfyUI' });
    await panel.getByLabel('Your ComfyUI address').fill(comfy.url);
    await panel.getByRole('button', { name: 'Check', exact: true }).click();
    await panel.getByLabel('Positive prompt (base) · text').fill('a teal ceramic mug, studio light');
    await panel.getByRole('button', { name: 'Queue on my ComfyUI' }).click();
    await expect(panel.getByTestId('run-status')).toHaveText('Done.');

    await panel.getByRole('button', { name: 'Share output 1 on this site' }).click();
    const dialog = page.getByRole('dialog', { name: /^Share what you made with / });
    await expect(dialog.getByText('ComfyUI_8_00001_.png')).toBeVisible();
    await expect(dialog.getByLabel('Prompt (optional)')).toHaveValue(/a teal ceramic mug, studio light/);
    await expect(dialog.getByLabel('Settings (optional)')).toHaveValue(/steps 30 .*sampler dpmpp_2m.*seed 640129583726149/);
    await dialog.getByRole('button', { name: 'Share' }).click();
    await expect(panel.getByText(/Your result is waiting for review/)).toBeVisible();

    const gallery = page.getByRole('region', { name: 'Made with this workflow' });
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery.getByTestId('shared-result').filter({ hasText: `${member.firstName} ${member.lastName}` })).toContainText(
      'Waiting for review',
    );
  } finally {
    await comfy.close();
  }
});

test('a member shares a short WebM video: the browser captures its poster frame, the server thumbnails it', async ({
  browser,
  request,
}) => {
  const member: TestUser = { ...newUser('filmer'), firstName: 'Vee', lastName: `Filmer${Date.now() % 100_000}` };
  await signUpViaApi(request, member);
  const page = await signedIn(browser, member, WIDE);

  // A two-second WebM recorded from a canvas, as a screen recorder or an export would make one.
  const webm = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const paint = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.start();
    for (let frame = 0; frame < 30; frame += 1) {
      paint.fillStyle = `hsl(${frame * 12} 70% 45%)`;
      paint.fillRect(0, 0, 320, 180);
      await new Promise((resolve) => setTimeout(resolve, 66));
    }
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });

  await page.goto(WRITE_UP);
  const section = page.getByRole('region', { name: 'Made with this workflow' });
  await section.scrollIntoViewIfNeeded();
  // Exact: before the page knows the member (its session is read once it has hydrated) the button is
  // the server's "Sign in to share what you made", which a tap would follow.
  await section.getByRole('button', { name: 'Share what you made', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Share what you made with ${TITLE}` });
  await dialog
    .getByLabel('Image or video')
    .setInputFiles({ name: 'turntable.webm', mimeType: 'video/webm', buffer: Buffer.from(webm, 'base64') });
  await dialog.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText(/Your result is waiting for review/)).toBeVisible();
  const mine = section.getByTestId('shared-result').filter({ hasText: `${member.firstName} ${member.lastName}` });
  await expect(mine.getByText('Waiting for review')).toBeVisible();
  const thumbnail = mine.locator('img');
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([320, 180]);
  await mine.getByRole('button').click();
  const video = page.getByRole('dialog', { name: `Made by ${member.firstName} ${member.lastName}` }).locator('video');
  await expect(video).toHaveAttribute('src', /^\/static\/results\/[0-9a-f]{64}\.webm$/);
});
