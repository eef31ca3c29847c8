import { describe, expect, it } from '@jest/globals';
import { catalogueMeta, catalogueWorkflow, snapshot } from '../test/catalogue.ts';
import { buildRequirements, gpuTier } from './index.ts';

const tierOf = (slug: string) => gpuTier(buildRequirements(catalogueWorkflow(slug), catalogueMeta(slug), snapshot));

describe('gpuTier', () => {
  it('puts a need in the smallest tier that holds it, 24 GB and up above 16', () => {
    expect([6, 8, 9, 12, 16, 20, 48].map((gb) => gpuTier({ vram: { gb, lowVram: null } }).tier)).toEqual([8, 8, 12, 12, 16, 24, 24]);
    expect(gpuTier({ vram: { gb: 20, lowVram: null } })).toEqual({
      tier: 24,
      label: '24 GB and up',
      gb: 20,
      estimate: true,
      lowVram: null,
    });
  });

  it('marks a hosted-API workflow as needing no local GPU, and one without any measure as unknown', () => {
    expect(tierOf('nano-banana-image-edit')).toMatchObject({ tier: 0, label: 'No local GPU' });
    expect(gpuTier({ vram: { gb: null, lowVram: null } })).toMatchObject({ tier: null, label: 'Unknown' });
  });

  it('gives the catalogue workflows their tier with the low-VRAM option', () => {
    expect(tierOf('sdxl-text-to-image')).toMatchObject({
      tier: 8,
      estimate: true,
      lowVram: 'Start ComfyUI with --lowvram to run SDXL on 6 GB (slower).',
    });
    expect(tierOf('qwen-image-text-to-image')).toMatchObject({ tier: 24, label: '24 GB and up' });
    expect(tierOf('flux-krea-text-to-image')).toMatchObject({ tier: 12 });
  });

  it('estimates from the weights when the metadata has no measurement', () => {
    const meta = { ...catalogueMeta('qwen-image-text-to-image'), vram_gb: null };
    expect(gpuTier(buildRequirements(catalogueWorkflow('qwen-image-text-to-image'), meta, snapshot))).toMatchObject({ tier: 24, gb: 25 });
  });
});
