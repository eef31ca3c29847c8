import { describe, expect, it } from '@jest/globals';
import { checkWorkflowNodes, nodeSnapshot, type NodeSnapshot } from './workflow-check.ts';
import { apiWorkflow, uiWorkflow } from '../../../test/workflow-fixtures.ts';

/** A hand-made snapshot of a few nodes: the rules, not ComfyUI's real definitions, are under test here. */
const SNAPSHOT: NodeSnapshot = {
  sources: [{ pack: 'comfy-core', commit: null, nodes: 6 }],
  nodes: {
    Loader: { pack: 'comfy-core', inputs: [{ name: 'ckpt_name', type: 'COMBO', files: 'checkpoints' }] },
    Sampler: {
      pack: 'comfy-core',
      inputs: [
        { name: 'model', type: 'MODEL' },
        { name: 'seed', type: 'INT', min: 0, max: 100, control_after_generate: true },
        { name: 'cfg', type: 'FLOAT', min: 0, max: 10 },
        { name: 'sampler', type: 'COMBO', options: ['euler', 'dpmpp_2m'] },
        { name: 'tiled', type: 'BOOLEAN' },
        { name: 'note', type: 'STRING', optional: true },
        { name: 'steps_in', type: 'INT', forceInput: true, optional: true },
      ],
    },
    LegacySeed: { pack: 'some-pack', inputs: [{ name: 'seed', type: 'INT', min: 0, max: 10 }] },
    Old: { pack: 'comfy-core', inputs: [], deprecated: true, replaced_by: 'New' },
    Picture: { pack: 'comfy-core', inputs: [{ name: 'image', type: 'COMBO', input_files: 'image' }] },
    Save: {
      pack: 'comfy-core',
      inputs: [
        {
          name: 'format',
          type: 'COMBO',
          options: ['flac', 'mp3'],
          dynamic: { flac: [], mp3: [{ name: 'quality', type: 'COMBO', options: ['V0', '320k'] }] },
        },
      ],
    },
  },
};

function graph(nodes: Record<string, unknown>[], links: unknown[] = []): Record<string, unknown> {
  return { nodes, links };
}

const node = (id: number, type: string, widgets_values: unknown, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  mode: 0,
  widgets_values,
  ...extra,
});
const declared = (name: string, directory: string) => ({
  properties: { models: [{ name, directory, url: `https://example.org/${name}` }] },
});

describe('the workflow check', () => {
  it('passes a workflow whose widgets fit its nodes, with the hidden control value after the seed', () => {
    const doc = graph([
      node(1, 'Sampler', [5, 'randomize', 7.5, 'euler', true, 'hi']),
      node(2, 'LegacySeed', [3, 'fixed']),
      node(3, 'Picture', ['photo.png', 'image']),
      node(4, 'Loader', ['base.safetensors'], declared('base.safetensors', 'checkpoints')),
      node(5, 'Save', ['mp3', '320k']),
      node(6, 'MarkdownNote', ['# read me']),
    ]);
    expect(checkWorkflowNodes(doc, {}, SNAPSHOT)).toEqual({ problems: [], notes: [] });
  });

  it('names an unknown node type and a deprecated node with its successor', () => {
    const { problems } = checkWorkflowNodes(graph([node(1, 'Mystery', []), node(2, 'Old', [])]), {}, SNAPSHOT);
    expect(problems).toEqual([
      'node 1 (Mystery): unknown node type "Mystery" (not in ComfyUI or the custom packs of the node snapshot).',
      'node 2 (Old): "Old" is deprecated; use its successor "New".',
    ]);
  });

  it('finds a wrong count, a missing control value, a value out of range, a wrong type and a choice not offered', () => {
    const check = (values: unknown[]) => checkWorkflowNodes(graph([node(1, 'Sampler', values)]), {}, SNAPSHOT).problems;
    expect(check([5, 7.5, 'euler', true, 'hi'])).toContain(
      'node 1 (Sampler): widgets_values has 5 values, the node has 6 (seed, seed control_after_generate, cfg, sampler, tiled, note).',
    );
    expect(check([5, 7.5, 'euler', true, 'hi', 'x'])).toContain(
      'node 1 (Sampler): the value after seed must be its control_after_generate (fixed, increment, decrement, randomize), found 7.5.',
    );
    expect(check([500, 'fixed', 11, 'euler', true, 'hi'])).toEqual([
      'node 1 (Sampler): seed is 500, above its maximum 100.',
      'node 1 (Sampler): cfg is 11, above its maximum 10.',
    ]);
    expect(check([1.5, 'fixed', '7', 'heun', 'yes', 3])).toEqual([
      'node 1 (Sampler): seed must be a whole number, found 1.5.',
      'node 1 (Sampler): cfg must be a number, found "7".',
      'node 1 (Sampler): sampler is "heun", not one of its choices ("euler", "dpmpp_2m").',
      'node 1 (Sampler): tiled must be true or false, found "yes".',
      'node 1 (Sampler): note must be text, found 3.',
    ]);
  });

  it('reads the widgets a DynamicCombo choice brings', () => {
    expect(checkWorkflowNodes(graph([node(1, 'Save', ['flac'])]), {}, SNAPSHOT).problems).toEqual([]);
    expect(checkWorkflowNodes(graph([node(1, 'Save', ['mp3'])]), {}, SNAPSHOT).problems).toEqual([
      'node 1 (Save): widgets_values has 1 values, the node has 2 (format, format.quality).',
    ]);
  });

  it('checks model files against the metadata: listed, and in the folder the loader reads', () => {
    const loader = (extra: Record<string, unknown> = {}) => graph([node(1, 'Loader', ['base.safetensors'], extra)]);
    expect(checkWorkflowNodes(loader(), {}, SNAPSHOT).problems).toEqual([
      `node 1 (Loader): model file "base.safetensors" (ckpt_name) is not listed in the node's properties.models; list it with its models/checkpoints folder and download URL.`,
    ]);
    expect(checkWorkflowNodes(loader(declared('base.safetensors', 'loras')), {}, SNAPSHOT).problems).toEqual([
      'node 1 (Loader): model file "base.safetensors" is loaded from models/checkpoints by ckpt_name, but the metadata puts it in models/loras.',
    ]);
    const catalogue = {
      models: [{ name: 'base.safetensors', folder: 'checkpoints', url: 'https://example.org/base.safetensors' }],
      customNodes: [],
    };
    expect(checkWorkflowNodes(loader(), catalogue, SNAPSHOT).problems).toEqual([]);
    expect(checkWorkflowNodes(loader(declared('base.safetensors', 'vae')), catalogue, SNAPSHOT).problems).toEqual([
      'node 1 (Loader): model file "base.safetensors" is loaded from models/checkpoints by ckpt_name, but the metadata puts it in models/vae.',
      'node 1 (Loader): properties.models puts "base.safetensors" in vae, the metadata in checkpoints.',
    ]);
  });

  it('wants the custom packs a workflow uses listed in the catalogue metadata', () => {
    const doc = graph([node(1, 'LegacySeed', [3, 'fixed'])]);
    expect(checkWorkflowNodes(doc, { customNodes: [] }, SNAPSHOT).problems).toEqual([
      'the workflow uses nodes of the custom pack "some-pack", which the metadata does not list.',
    ]);
    expect(checkWorkflowNodes(doc, { customNodes: ['some-pack'] }, SNAPSHOT).problems).toEqual([]);
  });

  it('finds broken links from both ends', () => {
    const doc = graph(
      [
        { ...node(1, 'Loader', ['base.safetensors'], declared('base.safetensors', 'checkpoints')), outputs: [{ links: [1, 7] }] },
        { ...node(2, 'Sampler', [5, 'fixed', 7, 'euler', true, '']), inputs: [{ name: 'model', link: 2 }] },
      ],
      [
        [1, 1, 0, 2, 0, 'MODEL'],
        [3, 1, 0, 9, 0, 'MODEL'],
      ],
    );
    expect(checkWorkflowNodes(doc, {}, SNAPSHOT).problems).toEqual([
      'link 1: node 2 (Sampler) input "model" is not connected to it.',
      'link 3: target node 9 does not exist.',
      'node 1 (Loader): output 0 points to link 7, which does not exist.',
      'node 2 (Sampler): input "model" points to link 2, which does not exist.',
    ]);
  });

  it('checks the API format by input name and notes that it cannot carry model metadata', () => {
    const result = checkWorkflowNodes(apiWorkflow());
    expect(result.problems).toEqual([]);
    expect(result.notes).toEqual([
      'node 1 (CheckpointLoaderSimple): ckpt_name: model file "sd_xl_base_1.0.safetensors" not checked, the API format carries no model metadata.',
    ]);
    const broken = { ...apiWorkflow(), '4': { class_type: 'KSampler', inputs: { model: ['8', 0], seed: -1 } } };
    expect(checkWorkflowNodes(broken).problems).toEqual([
      'node 4 (KSampler): input "model" comes from node 8, which does not exist.',
      'node 4 (KSampler): seed is -1, below its minimum 0.',
    ]);
  });

  it('passes the test fixture against the committed snapshot of ComfyUI', () => {
    expect(checkWorkflowNodes(uiWorkflow()).problems).toEqual([]);
  });

  it('reads a snapshot generated from ComfyUI and the named packs, with every node type described', () => {
    const snapshot = nodeSnapshot();
    expect(snapshot.sources.map((s) => s.pack)).toEqual([
      'comfy-core',
      'comfyui-kjnodes',
      'comfyui_controlnet_aux',
      'ComfyUI-segment-anything-2',
      'comfyui_ultimatesdupscale',
      'VibeVoice-ComfyUI',
    ]);
    for (const source of snapshot.sources) expect(source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(snapshot.nodes.KSampler?.inputs?.find((i) => i.name === 'seed')).toMatchObject({ type: 'INT', control_after_generate: true });
    expect(snapshot.nodes.CheckpointLoaderSimple?.inputs).toEqual([{ name: 'ckpt_name', type: 'COMBO', files: 'checkpoints' }]);
  });
});
