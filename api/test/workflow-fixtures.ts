// Test fixtures: small but real ComfyUI workflows (UI and API format) and catalogue entries written
// into a test site's content folder.
import type { WorkflowModelFile, WorkflowNodePack } from 'contracts';
import { uiGraph, uiNode } from '../../comfy-engine/test/ui-graph.ts';

export const SVG_THUMBNAIL =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#0b4f4a"/></svg>';
/** The 8-byte PNG signature and an IHDR chunk: enough to be recognised as PNG. */
export const PNG_THUMBNAIL = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

/** A text-to-image graph in the UI format: checkpoint → prompt → sampler → decode. */
export function uiWorkflow(checkpoint = 'sd_xl_base_1.0.safetensors'): Record<string, unknown> {
  const url = `https://huggingface.co/stabilityai/stable-diffusion-xl-base-1.0/resolve/main/${checkpoint}`;
  return uiGraph([
    uiNode(1, 'CheckpointLoaderSimple', {
      box: [0, 0, 300, 98],
      inputs: [],
      outputs: [
        ['MODEL', 'MODEL', [1]],
        ['CLIP', 'CLIP', [2]],
        ['VAE', 'VAE', [4]],
      ],
      properties: { models: [{ name: checkpoint, url, directory: 'checkpoints' }] },
      widgets: [checkpoint],
    }),
    uiNode(2, 'CLIPTextEncode', {
      box: [350, 0, 300, 160],
      inputs: [['clip', 'CLIP', 2]],
      outputs: [['CONDITIONING', 'CONDITIONING', [3]]],
      widgets: ['a lighthouse at dusk'],
    }),
    uiNode(3, 'KSampler', {
      box: [700, 0, 300, 262],
      inputs: [
        ['model', 'MODEL', 1],
        ['positive', 'CONDITIONING', 3],
      ],
      outputs: [['LATENT', 'LATENT', [5]]],
      widgets: [1, 'fixed', 20, 7, 'euler', 'normal', 1],
    }),
    uiNode(4, 'VAEDecode', {
      box: [1050, 0, 200, 46],
      inputs: [
        ['samples', 'LATENT', 5],
        ['vae', 'VAE', 4],
      ],
      outputs: [['IMAGE', 'IMAGE', []]],
    }),
  ]);
}

/** The same kind of graph in the API prompt format. */
export function apiWorkflow(): Record<string, unknown> {
  return {
    '1': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: 'sd_xl_base_1.0.safetensors' } },
    '2': { class_type: 'CLIPTextEncode', inputs: { text: 'a lighthouse', clip: ['1', 1] } },
    '3': { class_type: 'SaveImage', inputs: { images: ['2', 0], filename_prefix: 'x' } },
  };
}

export interface CatalogFixture {
  slug: string;
  title: string;
  description?: string;
  tags?: string;
  category?: string;
  difficulty?: string;
  created: string;
  blog_slug?: string;
  models?: WorkflowModelFile[];
  custom_nodes?: WorkflowNodePack[];
}

/** The content-folder files of catalogue entries (for createTestSite's `files`). */
export function catalogFiles(entries: CatalogFixture[]): Record<string, string> {
  const files: Record<string, string> = {};
  for (const e of entries) {
    const meta: Record<string, unknown> = {
      title: e.title,
      description: e.description ?? `About ${e.title}.`,
      tags: e.tags ?? 'comfyui',
      category: e.category ?? 'Text to Image',
      difficulty: e.difficulty ?? 'Beginner',
      created: e.created,
    };
    if (e.blog_slug) meta.blog_slug = e.blog_slug;
    if (e.models) meta.models = e.models;
    if (e.custom_nodes) meta.custom_nodes = e.custom_nodes;
    files[`workflows/catalog/${e.slug}.json`] = JSON.stringify(uiWorkflow(`${e.slug}.safetensors`));
    files[`workflows/catalog/${e.slug}.meta.json`] = JSON.stringify(meta);
    files[`workflows/catalog/${e.slug}.svg`] = SVG_THUMBNAIL;
  }
  return files;
}

/** What the Wan Animate entry's metadata says it needs: its model files and custom node packs. */
export const WAN_ANIMATE_NEEDS = {
  models: [
    {
      name: 'wan-animate.safetensors',
      folder: 'diffusion_models',
      size: '18.4 GB',
      licence: 'Apache-2.0',
      url: 'https://huggingface.co/Kijai/WanVideo_comfy_fp8_scaled/resolve/main/Wan22Animate/wan-animate.safetensors',
    },
    {
      name: 'sam2_hiera_base_plus.safetensors',
      folder: 'sam2',
      size: '324 MB',
      licence: 'Apache-2.0',
      url: 'https://huggingface.co/Kijai/sam2-safetensors/resolve/main/sam2_hiera_base_plus.safetensors',
    },
  ],
  custom_nodes: [{ id: 'comfyui-kjnodes', name: 'ComfyUI-KJNodes (kijai)', url: 'https://github.com/kijai/ComfyUI-KJNodes' }],
} satisfies Required<Pick<CatalogFixture, 'models' | 'custom_nodes'>>;

/** Twelve entries (two pages of ten): distinct dates, titles and searchable words. */
export const TWELVE: CatalogFixture[] = [
  { slug: 'flux-krea', title: 'Flux Krea Text to Image', tags: 'flux, photorealism', created: '2025-08-06', blog_slug: 'flux-krea' },
  { slug: 'qwen-image', title: 'Qwen Image Posters', tags: 'qwen, typography', created: '2025-08-21' },
  {
    slug: 'wan-animate',
    title: 'Wan 2.2 Animate',
    tags: 'wan, video',
    category: 'Video',
    difficulty: 'Advanced',
    created: '2025-11-03',
    ...WAN_ANIMATE_NEEDS,
  },
  { slug: 'wan-s2v', title: 'Wan 2.2 S2V Talking Head', tags: 'wan, lip sync', category: 'Video', created: '2026-03-11' },
  { slug: 'nano-banana', title: 'Nano Banana Edit', tags: 'gemini, api nodes', category: 'Image Editing', created: '2026-01-22' },
  { slug: 'vibevoice', title: 'VibeVoice Speech', tags: 'tts, voice', category: 'Audio', created: '2025-10-14' },
  { slug: 'sdxl-base', title: 'SDXL Base', tags: 'sdxl', created: '2025-06-10' },
  { slug: 'kontext-edit', title: 'Kontext Edit', tags: 'flux, editing', category: 'Image Editing', created: '2025-07-08' },
  { slug: 'upscale-4x', title: 'Upscale 4x', tags: 'upscale', category: 'Upscaling', created: '2026-06-25' },
  { slug: 'wan-t2v', title: 'Wan 2.2 Text to Video', tags: 'wan, t2v', category: 'Video', created: '2026-09-30' },
  {
    slug: 'ace-step',
    title: 'ACE Step Music',
    description: 'Compose a song with lyrics from a short brief.',
    tags: 'music',
    category: 'Audio',
    created: '2025-05-01',
  },
  { slug: 'hunyuan-3d', title: 'Hunyuan 3D Mesh', tags: '3d', category: '3D', difficulty: 'Intermediate', created: '2025-04-01' },
];
