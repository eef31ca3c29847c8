// A tap made before the page can answer it is kept and answered once it can (decision 0049): the
// server's page shows its buttons before React has hydrated them, and a tap there used to do nothing
// (a flaky CI run, too: "Check on my ComfyUI" and "Download workflow" tapped too early). The code
// of the part tapped is held back until after the tap; the tap must then be answered, once.
import { expect, test } from '@playwright/test';
import { holdRemote, holdScripts, hydrated } from './support/hydration.ts';

test('a tap on a section before its code arrived opens what it opens once the code is there', async ({ page }) => {
  const release = await holdRemote(page, 'mf-workflows');
  await page.goto('/workflows/sdxl-text-to-image', { waitUntil: 'commit' });
  const check = page.getByRole('button', { name: 'Check on my ComfyUI' });
  await check.click();
  await check.click();
  expect(await hydrated(check)).toBe(false);

  release();
  const panel = page.getByRole('region', { name: 'Check on my ComfyUI' });
  await expect(panel.getByLabel('Your ComfyUI address')).toBeVisible({ timeout: 30_000 });
  // Two impatient taps are one: the panel stays open.
  await expect(page.getByRole('button', { name: 'Hide the ComfyUI check' })).toHaveAttribute('aria-expanded', 'true');
});

test("a tap on the navbar's menu before the page's script ran opens the menu once it runs", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const release = await holdScripts(page, '**/main.*.js');
  await page.goto('/tutorials/install-flux-comfyui', { waitUntil: 'commit' });
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.click();
  expect(await hydrated(menu)).toBe(false);

  release();
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible({ timeout: 30_000 });
});
