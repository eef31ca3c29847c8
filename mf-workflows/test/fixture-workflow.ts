// A small workflow in ComfyUI's UI format for the component tests: core loaders (one bypassed),
// two custom nodes (one with its pack named), seven links and a group.
import { uiGraph, uiNode } from '../../comfy-engine/test/ui-graph.ts';

const CHECKPOINT = 'sd_xl_base_1.0.safetensors';

export const FIXTURE_WORKFLOW = uiGraph(
  [
    uiNode(1, 'CheckpointLoaderSimple', {
      box: [0, 40, 320, 98],
      outputs: [
        ['MODEL', 'MODEL', [1]],
        ['CLIP', 'CLIP', [2]],
        ['VAE', 'VAE', [6]],
      ],
      properties: {
        cnr_id: 'comfy-core',
        models: [
          {
            name: CHECKPOINT,
            url: `https://huggingface.co/stabilityai/stable-diffusion-xl-base-1.0/resolve/main/${CHECKPOINT}`,
            directory: 'checkpoints',
          },
        ],
      },
      widgets: [CHECKPOINT],
    }),
    uiNode(2, 'LoraLoader', {
      title: 'Detail LoRA (Ctrl+B to enable)',
      box: [0, 220, 320, 126],
      mode: 4,
      inputs: [
        ['model', 'MODEL', null],
        ['clip', 'CLIP', null],
      ],
      outputs: [
        ['MODEL', 'MODEL', []],
        ['CLIP', 'CLIP', []],
      ],
      widgets: ['add-detail-xl.safetensors', 1, 1],
    }),
    uiNode(3, 'ImpactWildcardProcessor', {
      title: 'Wildcards',
      box: [380, 40, 360, 160],
      outputs: [['processed_text', 'STRING', [3]]],
      widgets: ['a {red|blue} lighthouse', 'a red lighthouse', 'populate', 1, 'fixed'],
    }),
    uiNode(4, 'CLIPTextEncode', {
      box: [800, 40, 320, 120],
      inputs: [
        ['clip', 'CLIP', 2],
        ['text', 'STRING', 3],
      ],
      outputs: [['CONDITIONING', 'CONDITIONING', [4]]],
      widgets: [''],
    }),
    uiNode(5, 'KSampler', {
      box: [1180, 40, 300, 262],
      inputs: [
        ['model', 'MODEL', 1],
        ['positive', 'CONDITIONING', 4],
      ],
      outputs: [['LATENT', 'LATENT', [5]]],
      widgets: [42, 'fixed', 25, 6.5, 'dpmpp_2m', 'karras', 1],
    }),
    uiNode(6, 'VAEDecode', {
      box: [1540, 40, 210, 46],
      inputs: [
        ['samples', 'LATENT', 5],
        ['vae', 'VAE', 6],
      ],
      outputs: [['IMAGE', 'IMAGE', [7]]],
    }),
    uiNode(7, 'DWPreprocessor', {
      box: [1800, 40, 320, 222],
      inputs: [['image', 'IMAGE', 7]],
      outputs: [['IMAGE', 'IMAGE', []]],
      properties: { cnr_id: 'comfyui_controlnet_aux' },
      widgets: ['enable', 'enable', 'enable', 512, 'yolox_l.onnx', 'dw-ll_ucoco_384_bs5.torchscript.pt', 'disable'],
    }),
    uiNode(8, 'MarkdownNote', { box: [-420, 40, 360, 200], widgets: ['## Read me\n\nDownload the SDXL base checkpoint first.'] }),
  ],
  [{ id: 1, title: 'Load models', bounding: [-10, 0, 340, 360], color: '#3f789e' }],
);
