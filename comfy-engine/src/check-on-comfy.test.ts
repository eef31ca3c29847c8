import { describe, expect, it } from '@jest/globals';
import { catalogueMeta, catalogueWorkflow, snapshot } from '../test/catalogue.ts';
import { objectInfoWithout, visitor } from '../test/visitor.ts';
import { buildRequirements, checkOnComfy, toApiPrompt, withFoundModels, type ChecklistItem, type WorkflowRequirements } from './index.ts';

const requirementsOf = (slug: string): WorkflowRequirements => buildRequirements(catalogueWorkflow(slug), catalogueMeta(slug), snapshot);
const failing = (items: ChecklistItem[]) => items.filter((i) => !i.ok);

const SDXL_FILES = { checkpoints: ['sd_xl_base_1.0.safetensors', 'sd_xl_refiner_1.0.safetensors'] };

describe('checkOnComfy', () => {
  it('is green when every node, setting, model, the version and the GPU fit', () => {
    const result = checkOnComfy(
      catalogueWorkflow('sdxl-text-to-image'),
      requirementsOf('sdxl-text-to-image'),
      visitor({ models: SDXL_FILES }),
    );
    expect(failing(result.items)).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.items.map((i) => i.kind)).toEqual(['version', 'vram', 'node', 'widget', 'model', 'model']);
  });

  it('names a missing pack with its link and tested commit, and the nodes it concerns', () => {
    const slug = 'ultimate-sd-upscale-tiled';
    const result = checkOnComfy(
      catalogueWorkflow(slug),
      requirementsOf(slug),
      visitor({
        objectInfo: objectInfoWithout('comfyui_ultimatesdupscale'),
        models: { checkpoints: ['sd_xl_base_1.0.safetensors'], upscale_models: ['RealESRGAN_x4plus.safetensors'] },
      }),
    );
    expect(result.ok).toBe(false);
    const [item] = failing(result.items);
    expect(item).toMatchObject({
      kind: 'node',
      message:
        'Missing custom nodes "UltimateSDUpscale" from the pack ComfyUI Ultimate SD Upscale (ssitu) (tested at commit 34a3c2c0d8a0, v1.7.1).',
      fix: 'Install ComfyUI Ultimate SD Upscale (ssitu) (https://github.com/ssitu/ComfyUI_UltimateSDUpscale): cd ComfyUI/custom_nodes && git clone https://github.com/ssitu/ComfyUI_UltimateSDUpscale && git -C ComfyUI_UltimateSDUpscale checkout 34a3c2c0d8a0321d4f9a355092f105046e56d998, install its requirements.txt if it has one, then restart ComfyUI.',
    });
    expect(item!.nodeIds).toHaveLength(1);
    expect(failing(result.items)).toHaveLength(1);
  });

  it('says a core node needs a newer ComfyUI', () => {
    const info = objectInfoWithout();
    delete info.ResizeImageMaskNode;
    const result = checkOnComfy(
      catalogueWorkflow('model-upscale-4x'),
      requirementsOf('model-upscale-4x'),
      visitor({ objectInfo: info, models: { upscale_models: ['RealESRGAN_x4plus.safetensors'] } }),
    );
    expect(failing(result.items).map((i) => i.message)).toEqual([
      '"ResizeImageMaskNode" is a core node of ComfyUI that your version lacks: this workflow needs ComfyUI v0.26.0 or newer (tested with v0.33.0).',
    ]);
  });

  it('passes a model in a sub-folder and says which name ComfyUI shows; fails a missing one with its direct link', () => {
    const result = checkOnComfy(
      catalogueWorkflow('sdxl-text-to-image'),
      requirementsOf('sdxl-text-to-image'),
      visitor({ models: { checkpoints: ['sdxl/sd_xl_base_1.0.safetensors', 'other.safetensors'] } }),
    );
    const models = result.items.filter((i) => i.kind === 'model');
    expect(models[0]).toMatchObject({
      ok: true,
      found: 'sdxl/sd_xl_base_1.0.safetensors',
      message:
        'sd_xl_base_1.0.safetensors is in a sub-folder of models/checkpoints: ComfyUI shows it as "sdxl/sd_xl_base_1.0.safetensors".',
    });
    expect(models[1]).toMatchObject({
      ok: false,
      message: 'Missing model sd_xl_refiner_1.0.safetensors (6.1 GB) in ComfyUI/models/checkpoints.',
      fix: 'Download https://huggingface.co/stabilityai/stable-diffusion-xl-refiner-1.0/resolve/main/sd_xl_refiner_1.0.safetensors into ComfyUI/models/checkpoints/, then press R in ComfyUI to refresh.',
    });
  });

  it('names a model found in a sub-folder as ComfyUI shows it in the prompt to queue', () => {
    const workflow = catalogueWorkflow('sdxl-text-to-image');
    const v = visitor({ models: { checkpoints: ['sdxl/sd_xl_base_1.0.safetensors', 'sd_xl_refiner_1.0.safetensors'] } });
    const checklist = checkOnComfy(workflow, requirementsOf('sdxl-text-to-image'), v);
    const prompt = withFoundModels(toApiPrompt(workflow, v.objectInfo), checklist);
    expect(prompt['2']!.inputs.ckpt_name).toBe('sdxl/sd_xl_base_1.0.safetensors');
    expect(prompt['9']!.inputs.ckpt_name).toBe('sd_xl_refiner_1.0.safetensors');
  });

  it('fails a node whose saved settings outnumber those of the visitor version, and lets one with new settings pass', () => {
    const fewer = objectInfoWithout();
    delete fewer.EmptyLatentImage!.input!.required!.batch_size;
    const more = objectInfoWithout();
    more.SaveImage!.input!.optional = { format: [['png', 'webp']] };
    const check = (objectInfo: typeof fewer) =>
      checkOnComfy(
        catalogueWorkflow('sdxl-text-to-image'),
        requirementsOf('sdxl-text-to-image'),
        visitor({ objectInfo, models: SDXL_FILES }),
      ).items.filter((i) => i.kind === 'widget');
    expect(check(fewer).map((i) => [i.ok, i.message])).toEqual([
      [
        false,
        'Node 3 (EmptyLatentImage) saves 3 settings, but your version of the node has 2: it is another version than the one this workflow was made with, so its settings would land in the wrong fields.',
      ],
    ]);
    expect(check(more).map((i) => i.ok)).toEqual([true, true, true]);
  });

  it('reads the model files from the loader choices of object_info when /models was not asked', () => {
    const info = objectInfoWithout();
    info.CheckpointLoaderSimple!.input!.required!.ckpt_name = [['sd_xl_base_1.0.safetensors']];
    const rest = { ...visitor({ objectInfo: info }), models: undefined };
    const result = checkOnComfy(catalogueWorkflow('sdxl-text-to-image'), requirementsOf('sdxl-text-to-image'), rest);
    expect(result.items.filter((i) => i.kind === 'model').map((i) => i.ok)).toEqual([true, false]);
  });

  it('finds a sampler the version does not offer and a value out of its range', () => {
    const info = objectInfoWithout();
    const sampler = info.KSampler!.input!.required!;
    sampler.sampler_name = [['euler', 'dpmpp_2m_sde']];
    sampler.steps = ['INT', { min: 1, max: 25 }];
    const result = checkOnComfy(
      catalogueWorkflow('sdxl-text-to-image'),
      requirementsOf('sdxl-text-to-image'),
      visitor({ objectInfo: info, models: SDXL_FILES }),
    );
    expect(failing(result.items).map((i) => i.message)).toEqual([
      'Node 6 (KSampler) "steps": 30 is above the maximum 25 your version accepts.',
      'Node 6 (KSampler) "sampler_name": your ComfyUI does not offer "dpmpp_2m" (it offers "euler", "dpmpp_2m_sde").',
      'Node 12 (KSampler (refiner pass)) "sampler_name": your ComfyUI does not offer "dpmpp_2m" (it offers "euler", "dpmpp_2m_sde").',
    ]);
  });

  it('fails an old ComfyUI and a GPU with too little memory, with the low-VRAM option', () => {
    const slug = 'qwen-image-text-to-image';
    const result = checkOnComfy(catalogueWorkflow(slug), requirementsOf(slug), visitor({ version: 'v0.20.3', vramGb: 12 }));
    const [version, vram] = result.items;
    expect(version).toMatchObject({ ok: false, message: 'Your ComfyUI is v0.20.3; this workflow needs v0.26.0 or newer.' });
    expect(vram).toMatchObject({
      ok: false,
      message:
        'Your GPU (NVIDIA GeForce RTX 4090, 12 GB) has less than the ~24 GB this workflow needs at its shipped settings (an estimate).',
    });
    expect(vram!.fix).toContain('GGUF');
  });

  it('checks a workflow saved in the API format by its nodes and values', () => {
    const saved = toApiPrompt(catalogueWorkflow('ultimate-sd-upscale-tiled'), objectInfoWithout());
    const info = objectInfoWithout('comfyui_ultimatesdupscale');
    const models = { checkpoints: [], upscale_models: ['RealESRGAN_x4plus.safetensors'] };
    const result = checkOnComfy(saved, requirementsOf('ultimate-sd-upscale-tiled'), visitor({ objectInfo: info, models }));
    expect(failing(result.items).map((i) => i.kind)).toEqual(['node', 'model']);
    expect(failing(result.items)[0]!.message).toContain('"UltimateSDUpscale"');
  });

  it('leaves what the visitor gave nothing for unchecked, and a missing node of a bypassed group green', () => {
    const info = objectInfoWithout();
    delete info.KSampler;
    const bare = { objectInfo: info };
    const result = checkOnComfy(catalogueWorkflow('model-upscale-4x'), requirementsOf('model-upscale-4x'), bare);
    expect(result.items.filter((i) => i.unchecked).map((i) => i.kind)).toEqual(['version', 'vram', 'model', 'model']);
    const node = result.items.find((i) => i.kind === 'node')!;
    expect(node.ok).toBe(true);
    expect(node.message).toContain('Only bypassed nodes use it');
  });
});
