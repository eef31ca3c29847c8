import { describe, it, expect } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ListedWorkflow, ListedWorkflowList, WorkflowRequirementsAnswer } from 'contracts';
import { testSiteForSuite } from '../../../test/helpers.ts';
import { multipart, signedIn, uploadParts } from '../../../test/workflow-uploads.ts';

const CATALOG = join(import.meta.dirname, '..', '..', '..', 'content', 'workflows', 'catalog');
/** Five shipped entries, as they are: 8 GB (SDXL, Wan 5B), 12 GB (FLUX Krea), 24 GB (Qwen), no local GPU (Nano Banana). */
const SHIPPED = [
  'sdxl-text-to-image',
  'flux-krea-text-to-image',
  'qwen-image-text-to-image',
  'nano-banana-image-edit',
  'wan-2-2-text-to-video',
];

function shippedFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const slug of SHIPPED) {
    for (const ext of ['json', 'meta.json', 'svg'])
      files[`workflows/catalog/${slug}.${ext}`] = readFileSync(join(CATALOG, `${slug}.${ext}`), 'utf8');
  }
  return files;
}

describe('commercial use, GPU tier and requirements of the catalogue', () => {
  const site = testSiteForSuite({ files: shippedFiles() });

  const get = (url: string) => site.app.inject({ method: 'GET', url });
  const slugs = async (query: string) => {
    const res = await get(`/api/workflows/${query}`);
    expect(res.statusCode).toBe(200);
    return res
      .json<ListedWorkflowList>()
      .results.map((w) => w.slug)
      .sort();
  };

  it('gives each workflow its verdict, apart for images and a service, and its GPU tier as an estimate', async () => {
    const res = await get('/api/workflows/flux-krea-text-to-image/');
    expect(res.statusCode).toBe(200);
    const flux = res.json<ListedWorkflow>();
    expect(flux.commercial_use).toMatchObject({ images: 'conditions', service: 'no' });
    expect(flux.commercial_use.note).toMatch(/^Not legal advice/);
    expect(flux.commercial_use.licences.map((l) => [l.licence, l.url])).toEqual([
      ['FLUX.1 [dev] Non-Commercial License', 'https://huggingface.co/black-forest-labs/FLUX.1-Krea-dev/blob/main/LICENSE.md'],
      ['MIT', 'https://opensource.org/license/mit'],
      ['Apache-2.0', 'https://www.apache.org/licenses/LICENSE-2.0'],
    ]);
    expect(flux.gpu_tier).toMatchObject({ tier: 12, label: '12 GB', estimate: true });
    expect(flux.gpu_tier.lowVram).toContain('GGUF');
    const list = (await get('/api/workflows/?search=nano')).json<ListedWorkflowList>();
    expect(list.results[0]).toMatchObject({ gpu_tier: { tier: 0, label: 'No local GPU' }, commercial_use: { images: 'conditions' } });
  });

  it('filters the list by commercial use and by the GPU it fits', async () => {
    expect(await slugs('?commercial=images')).toEqual([...SHIPPED].sort());
    expect(await slugs('?commercial=service')).toEqual(SHIPPED.filter((s) => s !== 'flux-krea-text-to-image').sort());
    expect(await slugs('?vram=8')).toEqual(['nano-banana-image-edit', 'sdxl-text-to-image', 'wan-2-2-text-to-video']);
    expect(await slugs('?vram=12')).toEqual([
      'flux-krea-text-to-image',
      'nano-banana-image-edit',
      'sdxl-text-to-image',
      'wan-2-2-text-to-video',
    ]);
    expect(await slugs('?vram=16&commercial=service')).toEqual(['nano-banana-image-edit', 'sdxl-text-to-image', 'wan-2-2-text-to-video']);
    expect(await slugs('?vram=24')).toEqual([...SHIPPED].sort());
    const res = await get('/api/workflows/?vram=8&commercial=service');
    expect(res.json<ListedWorkflowList>().count).toBe(3);
  });

  it('rejects a filter value it does not know with 400 and field messages', async () => {
    const res = await get('/api/workflows/?vram=10&commercial=resale');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      vram: 'vram must be one of 8, 12, 16, 24.',
      commercial: 'commercial must be one of images, service.',
    });
  });

  it('answers the requirements of a workflow: packs with the tested commit, models with direct links and checksums', async () => {
    const res = await get('/api/workflows/sdxl-text-to-image/requirements/');
    expect(res.statusCode).toBe(200);
    const requirements = res.json<WorkflowRequirementsAnswer>();
    expect(requirements.minComfyui).toBe('0.26.0');
    expect(requirements.nodes).toMatchObject({ KSampler: 'comfy-core', CheckpointLoaderSimple: 'comfy-core' });
    expect(requirements.packs).toEqual([
      {
        id: 'comfy-core',
        name: 'ComfyUI',
        url: 'https://github.com/comfyanonymous/ComfyUI',
        commit: '2f35f4a08176d993cded35dac3332be4f7287f41',
        version: '0.33.0',
      },
    ]);
    expect(requirements.models[0]).toMatchObject({
      name: 'sd_xl_base_1.0.safetensors',
      folder: 'checkpoints',
      downloadUrl: 'https://huggingface.co/stabilityai/stable-diffusion-xl-base-1.0/resolve/main/sd_xl_base_1.0.safetensors',
      bytes: 6938078334,
      sha256: '31e35c80fc4829d14f90153f4c74cd59c90b779f6afe05a74cd6120b893f7e5b',
    });
    expect(requirements.modelInputs).toEqual({ CheckpointLoaderSimple: ['ckpt_name'] });
    expect(requirements.vram).toEqual({ gb: 8, lowVram: 'Start ComfyUI with --lowvram to run SDXL on 6 GB (slower).' });
    expect(res.body.length).toBeLessThan(10_000);
  });

  it("computes an upload's requirements from its file; its verdict and tier are unknown and no filter keeps it", async () => {
    const token = await signedIn(site, 'staff@example.com', { staff: true });
    const { payload, headers } = await multipart(uploadParts());
    const created = await site.app.inject({
      method: 'POST',
      url: '/api/admin/workflows/',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(created.statusCode).toBe(201);
    const { slug } = created.json<{ slug: string }>();
    const requirements = (await get(`/api/workflows/${slug}/requirements/`)).json<WorkflowRequirementsAnswer>();
    expect(requirements).toMatchObject({ minComfyui: '0.33.0', models: [], services: [], vram: { gb: null, lowVram: null } });
    expect(requirements.nodes).toMatchObject({ CheckpointLoaderSimple: 'comfy-core', KSampler: 'comfy-core' });
    const detail = (await get(`/api/workflows/${slug}/`)).json<ListedWorkflow>();
    expect(detail.commercial_use).toMatchObject({ images: 'unknown', service: 'unknown', licences: [] });
    expect(detail.gpu_tier).toMatchObject({ tier: null, label: 'Unknown' });
    expect(await slugs('?commercial=images')).not.toContain(slug);
    expect(await slugs('?vram=24')).not.toContain(slug);
    expect(await slugs('')).toContain(slug);
  });

  it('answers 404 for a workflow that is not listed', async () => {
    const res = await get('/api/workflows/no-such-workflow/requirements/');
    expect(res.statusCode).toBe(404);
  });
});
