// "Check on my ComfyUI" in the browser against a stand-in ComfyUI (support/comfy-standin.ts) on this
// machine: the failures told apart, the checklist, the saved-file check, the setup script, and a run
// followed on the graph up to its image, or refused node by node.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { standinObjectInfo } from './support/comfy-object-info.ts';
import { startComfyStandin, type ComfyStandin, type StandinOptions } from './support/comfy-standin.ts';
import { E2E_BASE_URL } from './support/env.ts';
import { freePort } from './support/server.ts';
import { modalDialog } from './support/dialogs.ts';

const SDXL = 'sdxl-text-to-image';
const CONTROLNET = 'sdxl-controlnet-union-pose-depth';
const SDXL_FILES = { checkpoints: ['sd_xl_base_1.0.safetensors', 'sd_xl_refiner_1.0.safetensors'] };

let standins: ComfyStandin[] = [];
async function standin(options: Partial<StandinOptions> & { without?: string[] } = {}): Promise<ComfyStandin> {
  const models = options.models ?? SDXL_FILES;
  const started = await startComfyStandin({
    corsOrigin: E2E_BASE_URL,
    objectInfo: standinObjectInfo({ without: options.without, models }),
    ...options,
    models,
  });
  standins.push(started);
  return started;
}
test.afterEach(async () => {
  await Promise.all(standins.map((s) => s.close()));
  standins = [];
});

/** Opens the panel (on the write-up page, or inside `scope`) and checks the ComfyUI at `address`. */
async function check(scope: Page | Locator, address: string): Promise<Locator> {
  await scope.getByRole('button', { name: 'Check on my ComfyUI' }).click();
  const panel = scope.getByRole('region', { name: 'Check on my ComfyUI' });
  await panel.getByLabel('Your ComfyUI address').fill(address);
  await panel.getByRole('button', { name: 'Check', exact: true }).click();
  return panel;
}

test('tells "nothing listening" from "refused by CORS" and gives the start flag for this site', async ({ page }) => {
  await page.goto(`/workflows/${SDXL}`);
  const nobody = `http://127.0.0.1:${await freePort()}`;
  const panel = await check(page, nobody);
  const failure = panel.getByTestId('comfy-failure');
  await expect(failure).toHaveAttribute('data-kind', 'not-running');
  await expect(failure).toContainText(`Nothing answers at ${nobody}`);

  const withoutFlag = await standin({ corsOrigin: null });
  await panel.getByLabel('Your ComfyUI address').fill(withoutFlag.url);
  await panel.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(failure).toHaveAttribute('data-kind', 'cors');
  await expect(failure).toContainText(`started with --enable-cors-header ${E2E_BASE_URL}`);
  await expect(panel.getByTestId('start-line-portable')).toHaveText(
    `.\\python_embeded\\python.exe -s ComfyUI\\main.py --windows-standalone-build --enable-cors-header ${E2E_BASE_URL}`,
  );
  await panel.getByText('python main.py', { exact: true }).click();
  await expect(panel.getByTestId('start-line-python')).toHaveText(`python main.py --enable-cors-header ${E2E_BASE_URL}`);

  await page.reload();
  await page.getByRole('button', { name: 'Check on my ComfyUI' }).click();
  await expect(page.getByLabel('Your ComfyUI address')).toHaveValue(withoutFlag.url);
});

test('lists a missing pack, a model in a sub-folder, a missing model, an old ComfyUI and a small GPU; the script covers what is missing', async ({
  page,
}) => {
  const comfy = await standin({
    without: ['comfyui_controlnet_aux'],
    models: { checkpoints: ['SDXL/sd_xl_base_1.0.safetensors'], controlnet: ['some-other-controlnet.safetensors'] },
    version: '0.3.10',
    vramGb: 6,
  });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/workflows/${CONTROLNET}`);
  const panel = await check(page, comfy.url);
  const checklist = panel.getByTestId('comfy-checklist');
  await expect(checklist).toHaveAttribute('data-ok', 'false');
  const item = (kind: string, ok: boolean) => checklist.locator(`li[data-kind="${kind}"][data-ok="${ok}"]`);
  await expect(item('node', false).first()).toContainText('DWPreprocessor');
  await expect(item('node', false).first()).toContainText('ComfyUI ControlNet Auxiliary Preprocessors');
  await expect(item('model', true)).toContainText('SDXL/sd_xl_base_1.0.safetensors');
  await expect(item('model', false)).toContainText('controlnet-union-sdxl-1.0-promax.safetensors');
  await expect(item('version', false)).toContainText('0.3.10');
  await expect(item('vram', false)).toContainText('6 GB');

  const script = panel.getByTestId('setup-script');
  await expect(script).toContainText('controlnet-union-sdxl-1.0/resolve/main/diffusion_pytorch_model_promax.safetensors');
  await expect(script).toContainText('e8b689a513c3e6b63edc44066560ca5919c0576e');
  await expect(script).not.toContainText('sd_xl_base_1.0.safetensors');
  await panel.getByText('PowerShell (Windows portable)', { exact: true }).click();
  await expect(script).toContainText('controlnet-union-sdxl-1.0-promax.safetensors');
  await expect(script).not.toContainText('sd_xl_base_1.0.safetensors');

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const { violations } = await new AxeBuilder({ page }).include('.comfy-check').analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('checks the JSON saved from object_info and system_stats without connecting', async ({ page }) => {
  await page.goto(`/workflows/${CONTROLNET}`);
  await page.getByRole('button', { name: 'Check on my ComfyUI' }).click();
  const panel = page.getByRole('region', { name: 'Check on my ComfyUI' });
  const objectInfo = standinObjectInfo({ without: ['comfyui_controlnet_aux'] });
  const stats = {
    system: { comfyui_version: '0.33.0', os: 'nt' },
    devices: [{ name: 'cuda:0 NVIDIA GeForce RTX 4090', type: 'cuda', vram_total: 24 * 2 ** 30, vram_free: 20 * 2 ** 30 }],
  };
  await panel.locator('input[type="file"]').setInputFiles([
    { name: 'object_info.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(objectInfo)) },
    { name: 'system_stats.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(stats)) },
  ]);
  const checklist = panel.getByTestId('comfy-checklist');
  await expect(checklist).toContainText('the ComfyUI you saved');
  await expect(checklist.locator('li[data-kind="node"][data-ok="false"]').first()).toContainText('DWPreprocessor');
  await expect(checklist.locator('li[data-kind="version"][data-ok="true"]')).toContainText('0.33.0');
  await expect(checklist.locator('li[data-kind="model"]').first()).toHaveAttribute('data-unchecked', 'true');
});

test('queues the workflow with an edited prompt, follows it on the graph and shows the image', async ({ page }) => {
  const comfy = await standin();
  comfy.holdRuns();
  await page.goto(`/workflows/${SDXL}`);
  const panel = await check(page, comfy.url);
  await expect(panel.getByTestId('comfy-checklist')).toHaveAttribute('data-ok', 'true');
  await expect(panel.getByText(`This workflow will run on your ComfyUI at ${comfy.url}.`)).toBeVisible();

  await panel.getByLabel('Positive prompt (base) · text').fill('a teal ceramic mug, studio light');
  await panel.getByRole('button', { name: 'Queue on my ComfyUI' }).click();
  await expect(panel.getByTestId('run-status')).toContainText('step 2 of 4');
  await expect(panel.locator('[data-testid="graph-node"][data-node-id="6"]')).toHaveAttribute('data-state', 'running');
  await expect(panel.getByRole('progressbar')).toBeVisible();
  comfy.release();

  await expect(panel.getByTestId('run-status')).toHaveText('Done.');
  const image = panel.getByRole('img', { name: /^Output 1: ComfyUI_8_00001_\.png$/ });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

  const [prompt] = comfy.prompts;
  expect(prompt?.['4']?.inputs.text).toBe('a teal ceramic mug, studio light');
  expect(prompt?.['6']?.inputs).toMatchObject({ seed: 640129583726149, steps: 30, sampler_name: 'dpmpp_2m', model: ['2', 0] });
  expect(prompt?.['1']).toBeUndefined();
});

test("draws ComfyUI's node errors on the preview dialog's graph", async ({ page }) => {
  const objectInfo = standinObjectInfo({ models: SDXL_FILES });
  const [, samplerOptions = {}] = objectInfo.KSampler!.input!.required!.sampler_name!;
  objectInfo.KSampler!.input!.required!.sampler_name = ['COMBO', { ...samplerOptions, options: ['euler', 'euler_ancestral'] }];
  const comfy = await standin({ objectInfo });
  await page.goto(`/workflows/${SDXL}`);
  await page.getByRole('button', { name: 'Preview graph' }).click();
  const dialog = modalDialog(page);
  const panel = await check(dialog, comfy.url);
  await expect(panel.getByTestId('comfy-checklist').locator('li[data-kind="widget"][data-ok="false"]').first()).toContainText('dpmpp_2m');

  await panel.getByRole('button', { name: 'Queue on my ComfyUI' }).click();
  await expect(panel.getByTestId('node-errors')).toContainText('"sampler_name" is set to "dpmpp_2m", which your ComfyUI does not offer');
  const sampler = dialog.locator('[data-testid="graph-node"][data-node-id="6"]');
  await expect(sampler).toHaveAttribute('data-state', 'error');
  await expect(sampler.getByTestId('graph-node-error')).toContainText('sampler_name');
});
