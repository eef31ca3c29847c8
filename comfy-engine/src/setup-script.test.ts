import { describe, expect, it } from '@jest/globals';
import { catalogueMeta, catalogueWorkflow, snapshot } from '../test/catalogue.ts';
import { objectInfoWithout, visitor } from '../test/visitor.ts';
import { buildRequirements, checkOnComfy, setupScript } from './index.ts';

const slug = 'wan-2-2-animate-character-replacement';
const requirements = buildRequirements(catalogueWorkflow(slug), catalogueMeta(slug), snapshot);
// A partial install: KJNodes and every model but the diffusion model and the SAM2 weights are in place.
const partial = checkOnComfy(
  catalogueWorkflow(slug),
  requirements,
  visitor({
    objectInfo: objectInfoWithout('comfyui_controlnet_aux', 'ComfyUI-segment-anything-2'),
    models: {
      loras: ['lightx2v_I2V_14B_480p_cfg_step_distill_rank64_bf16.safetensors', 'WanAnimate_relight_lora_fp16.safetensors'],
      text_encoders: ['umt5_xxl_fp8_e4m3fn_scaled.safetensors'],
      vae: ['wan_2.1_vae.safetensors'],
      clip_vision: ['clip_vision_h.safetensors'],
      diffusion_models: [],
      sam2: [],
    },
  }),
);

describe('setupScript', () => {
  it('after a live check, covers only the missing models and packs (bash)', () => {
    const script = setupScript(requirements, partial, 'bash');
    expect(script).toContain(
      `curl -fL --retry 3 -C - -o "$COMFY/models/diffusion_models/Wan2_2-Animate-14B_fp8_e4m3fn_scaled_KJ.safetensors".part 'https://huggingface.co/Kijai/WanVideo_comfy_fp8_scaled/resolve/main/Wan22Animate/Wan2_2-Animate-14B_fp8_e4m3fn_scaled_KJ.safetensors'`,
    );
    expect(script).toContain('mkdir -p "$COMFY/models/sam2"');
    expect(script).toContain('check_size "$COMFY/models/sam2/sam2_hiera_base_plus.safetensors" 291600000 356400000 # about 324 MB');
    expect(script).not.toContain('umt5_xxl');
    expect(script).not.toContain('WanAnimate_relight_lora');
    expect(script).toContain(
      `git clone 'https://github.com/Fannovel16/comfyui_controlnet_aux' "$COMFY/custom_nodes/comfyui_controlnet_aux"`,
    );
    expect(script).toContain(
      'git -C "$COMFY/custom_nodes/ComfyUI-segment-anything-2" fetch --quiet origin && git -C "$COMFY/custom_nodes/ComfyUI-segment-anything-2" checkout --quiet 059815ecc55b17ae9b47d15ed9b39b243d73b25f',
    );
    expect(script).not.toContain('ComfyUI-KJNodes');
    expect(script.startsWith('#!/usr/bin/env bash\n')).toBe(true);
  });

  it('without a check covers everything, and verifies the exact size and SHA-256 where known (PowerShell)', () => {
    const sdxl = buildRequirements(catalogueWorkflow('sdxl-text-to-image'), catalogueMeta('sdxl-text-to-image'), snapshot);
    const script = setupScript(sdxl, null, 'powershell');
    expect(script).toContain("$file = Join-Path $dir 'sd_xl_base_1.0.safetensors'");
    expect(script).toContain('Test-Size $file 6938078334 6938078334');
    expect(script).toContain("Test-Sha256 $file '31e35c80fc4829d14f90153f4c74cd59c90b779f6afe05a74cd6120b893f7e5b'");
    expect(script).toContain(
      "'https://huggingface.co/stabilityai/stable-diffusion-xl-refiner-1.0/resolve/main/sd_xl_refiner_1.0.safetensors'",
    );
    expect(script.match(/Test-Sha256 \$file/g)).toHaveLength(1);
  });

  it('downloads a model that is a whole Hugging Face repository with the hf command', () => {
    const voice = buildRequirements(catalogueWorkflow('vibevoice-text-to-speech'), catalogueMeta('vibevoice-text-to-speech'), snapshot);
    const script = setupScript(voice, null, 'bash');
    expect(script).toContain(`hf download microsoft/VibeVoice-1.5B --local-dir "$COMFY/models/vibevoice"/'VibeVoice-1.5B'`);
    expect(script).toContain(`'https://huggingface.co/Qwen/Qwen2.5-1.5B/resolve/main/tokenizer.json'`);
    expect(setupScript(voice, null, 'powershell')).toContain('hf download microsoft/VibeVoice-1.5B --local-dir $repoDir');
  });

  it('turns a Hugging Face /blob/ link into /resolve/ and says when nothing is missing', () => {
    const blob = {
      ...requirements,
      models: [{ ...requirements.models[0]!, url: 'https://huggingface.co/a/b/blob/main/x.safetensors', downloadUrl: null }],
    };
    const rebuilt = buildRequirements(
      catalogueWorkflow(slug),
      {
        ...catalogueMeta(slug),
        models: [{ name: 'x.safetensors', folder: 'loras', url: blob.models[0]!.url, size: '1 GB', licence: 'MIT' }],
      },
      snapshot,
    );
    expect(setupScript(rebuilt, null, 'bash')).toContain("'https://huggingface.co/a/b/resolve/main/x.safetensors'");
    const complete = { ok: true, items: [] };
    expect(setupScript(requirements, complete, 'bash')).toContain('Nothing to install');
  });
});
