// Colours of the graph preview: node title bars by what the node does, links by the data they
// carry (close to ComfyUI's own link colours, so the picture looks familiar).
import { isApiNode, isCoreNode } from './core-nodes.ts';
import type { GraphNode } from './graph-model.ts';
import { isLoaderNode } from './requirements.ts';

export type NodeKind =
  'loader' | 'input' | 'conditioning' | 'sampling' | 'latent' | 'image' | 'output' | 'api' | 'note' | 'custom' | 'other';

export const KIND_COLORS: Record<NodeKind, string> = {
  loader: '#2f6f9f',
  input: '#5b6b2f',
  conditioning: '#a0662a',
  sampling: '#6a3fa0',
  latent: '#9a3f7f',
  image: '#2f8a7a',
  output: '#2e7d32',
  api: '#b8860b',
  note: '#4d4d4d',
  custom: '#b03a48',
  other: '#455a64',
};

export const KIND_LABELS: Record<NodeKind, string> = {
  loader: 'Model loader',
  input: 'Input',
  conditioning: 'Prompt / conditioning',
  sampling: 'Sampling',
  latent: 'Latent / VAE',
  image: 'Image, video, audio',
  output: 'Output',
  api: 'API node',
  note: 'Note',
  custom: 'Custom node',
  other: 'Other',
};

export function nodeKind(node: Pick<GraphNode, 'type' | 'pack' | 'subgraph'>): NodeKind {
  const { type } = node;
  if (type === 'Note' || type === 'MarkdownNote') return 'note';
  if (!node.subgraph && !isCoreNode(type, node.pack)) return 'custom';
  if (isApiNode(type)) return 'api';
  if (isLoaderNode(type)) return 'loader';
  if (/^(Save|Preview)/.test(type) || type === 'CreateVideo') return 'output';
  if (/^(Load|Primitive|Empty)|Reroute|Webcam|Record/.test(type)) return 'input';
  if (/Sampler|Sampling|Scheduler|Sigma|Guider|Noise|CFG/.test(type)) return 'sampling';
  if (/TextEncode|Conditioning|Guidance|ControlNet|StyleModel|CLIPVision|ReferenceLatent|ToVideo|unCLIP/.test(type)) return 'conditioning';
  if (/Latent|VAE/.test(type)) return 'latent';
  if (/Image|Mask|Video|Audio|Upscale|Canny|Morphology/.test(type)) return 'image';
  return 'other';
}

const LINK_COLORS: Record<string, string> = {
  MODEL: '#b39ddb',
  CLIP: '#ffd500',
  VAE: '#ff6e6e',
  CONDITIONING: '#ffa931',
  LATENT: '#ff9cf9',
  IMAGE: '#64b5f6',
  MASK: '#81c784',
  CLIP_VISION: '#a8dadc',
  CLIP_VISION_OUTPUT: '#ad7452',
  CONTROL_NET: '#00d78d',
  AUDIO: '#ea80fc',
  VIDEO: '#4dd0e1',
  INT: '#9ccc65',
  FLOAT: '#aed581',
  STRING: '#80cbc4',
};

export function linkColor(type: string): string {
  return LINK_COLORS[type.toUpperCase()] ?? '#9e9e9e';
}
