import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueSlugs, catalogueWorkflow, snapshot } from '../test/catalogue.ts';
import { convertWorkflow, isLink, toApiPrompt, UnknownNodeTypesError, type ObjectInfo } from './index.ts';
import { socketSpecs, typesMatch, widgetSpecs } from './object-info.ts';
import { readGraph } from './graph.ts';
import { snapshotToObjectInfo } from './snapshot.ts';

const defs = snapshotToObjectInfo(snapshot);
const golden = (slug: string): unknown => JSON.parse(readFileSync(join(import.meta.dirname, 'goldens', `${slug}.prompt.json`), 'utf8'));

describe('toApiPrompt on the shipped workflows', () => {
  it.each(['sdxl-text-to-image', 'model-upscale-4x', 'wan-2-2-text-to-video'])('matches the hand-written golden prompt of %s', (slug) => {
    expect(toApiPrompt(catalogueWorkflow(slug), defs)).toEqual(golden(slug));
  });

  it.each(catalogueSlugs)('%s: every required input is present and every link reaches an output of the right type', (slug) => {
    const workflow = catalogueWorkflow(slug);
    const { prompt, unknownTypes, mismatches } = convertWorkflow(workflow, defs);
    expect(unknownTypes).toEqual([]);
    expect(mismatches).toEqual([]);
    expect(Object.keys(prompt).length).toBeGreaterThan(0);
    const graph = readGraph(workflow as { nodes: unknown[] });
    for (const [id, node] of Object.entries(prompt)) {
      const def = defs[node.class_type]!;
      const widgets = widgetSpecs(def);
      for (const w of widgets.filter((w) => !w.optional)) expect([id, w.name, w.name in node.inputs]).toEqual([id, w.name, true]);
      for (const s of socketSpecs(def).filter((s) => !s.optional))
        expect([id, s.name, isLink(node.inputs[s.name])]).toEqual([id, s.name, true]);
      for (const [name, value] of Object.entries(node.inputs)) {
        if (!isLink(value)) continue;
        const origin = prompt[value[0]];
        expect([id, name, origin !== undefined]).toEqual([id, name, true]);
        const output = graph.nodes.find((n) => n.id === value[0])!.outputs[value[1]];
        const accepted = socketSpecs(def).find((s) => s.name === name)?.type ?? widgets.find((w) => w.name === name)?.type;
        expect([id, name, output !== undefined && accepted !== undefined && typesMatch(output.type, accepted)]).toEqual([id, name, true]);
      }
    }
  });
});

/** Hand-made definitions in the shape of GET /object_info. */
const INFO: ObjectInfo = {
  Loader: { input: { required: { ckpt_name: [['a.safetensors', 'b.safetensors']] } }, output: ['MODEL', 'CLIP'], python_module: 'nodes' },
  Encode: {
    input: { required: { text: ['STRING', { multiline: true }], clip: ['CLIP'] } },
    output: ['CONDITIONING'],
    display_name: 'Encode Text',
  },
  Sampler: {
    input: {
      required: {
        model: ['MODEL'],
        seed: ['INT', { min: 0, max: 100, control_after_generate: true }],
        steps: ['INT', { min: 1, max: 50 }],
        positive: ['CONDITIONING'],
      },
      optional: { extra: ['INT', { forceInput: true }], note: ['STRING', {}] },
    },
    input_order: { required: ['model', 'seed', 'steps', 'positive'], optional: ['extra', 'note'] },
    output: ['LATENT'],
  },
  Picture: { input: { required: { image: [['x.png'], { image_upload: true }] } }, output: ['IMAGE', 'MASK'] },
  Resize: {
    input: {
      required: {
        image: ['IMAGE'],
        mode: [
          'COMFY_DYNAMICCOMBO_V3',
          {
            options: [
              { key: 'factor', inputs: { required: { factor: ['FLOAT', { min: 0.1, max: 8 }] } } },
              { key: 'none', inputs: {} },
            ],
          },
        ],
      },
    },
    output: ['IMAGE'],
  },
  Save: { input: { required: { images: ['IMAGE'], prefix: ['STRING'] } }, output: [] },
};

const node = (id: number, type: string, widgets_values: unknown[], inputs: unknown[] = [], extra: Record<string, unknown> = {}) => ({
  id,
  type,
  mode: 0,
  widgets_values,
  inputs,
  outputs: [],
  ...extra,
});
const input = (name: string, type: string, link: number | null, widget?: string) => ({
  name,
  type,
  link,
  ...(widget ? { widget: { name: widget } } : {}),
});

describe('toApiPrompt rules', () => {
  it('maps widgets by input order, skips the control value, sends links, titles and drops notes', () => {
    const workflow = {
      nodes: [
        node(1, 'Loader', ['a.safetensors']),
        node(2, 'Encode', ['a cat'], [input('clip', 'CLIP', 1)], { title: 'Positive' }),
        node(3, 'Sampler', [7, 'randomize', 20, 'hello'], [input('model', 'MODEL', 2), input('positive', 'CONDITIONING', 3)]),
        node(4, 'MarkdownNote', ['# read me']),
      ],
      links: [
        [1, 1, 1, 2, 0, 'CLIP'],
        [2, 1, 0, 3, 0, 'MODEL'],
        [3, 2, 0, 3, 1, 'CONDITIONING'],
      ],
    };
    expect(toApiPrompt(workflow, INFO)).toEqual({
      '1': { class_type: 'Loader', inputs: { ckpt_name: 'a.safetensors' }, _meta: { title: 'Loader' } },
      '2': { class_type: 'Encode', inputs: { text: 'a cat', clip: ['1', 1] }, _meta: { title: 'Positive' } },
      '3': {
        class_type: 'Sampler',
        inputs: { seed: 7, steps: 20, note: 'hello', model: ['1', 0], positive: ['2', 0] },
        _meta: { title: 'Sampler' },
      },
    });
  });

  it('skips the upload widget and sends a DynamicCombo child as <combo>.<child>', () => {
    const workflow = {
      nodes: [node(1, 'Picture', ['photo.png', 'image']), node(2, 'Resize', ['factor', 2], [input('image', 'IMAGE', 1)])],
      links: [[1, 1, 0, 2, 0, 'IMAGE']],
    };
    expect(toApiPrompt(workflow, INFO)).toEqual({
      '1': { class_type: 'Picture', inputs: { image: 'photo.png' }, _meta: { title: 'Picture' } },
      '2': { class_type: 'Resize', inputs: { mode: 'factor', 'mode.factor': 2, image: ['1', 0] }, _meta: { title: 'Resize' } },
    });
  });

  it('passes links through reroutes and bypassed nodes, drops what muted nodes fed, keeps a primitive value', () => {
    const workflow = {
      nodes: [
        node(1, 'Picture', ['photo.png', 'image']),
        node(2, 'Reroute', [], [input('', '*', 1)]),
        node(3, 'Resize', ['none'], [input('image', 'IMAGE', 2)], { mode: 4 }),
        node(4, 'Save', ['out'], [input('images', 'IMAGE', 3), input('prefix', 'STRING', 4, 'prefix')]),
        node(5, 'PrimitiveNode', ['out']),
        node(6, 'Picture', ['muted.png', 'image'], [], { mode: 2 }),
        node(7, 'Save', ['second'], [input('images', 'IMAGE', 5)]),
      ],
      links: [
        [1, 1, 0, 2, 0, 'IMAGE'],
        [2, 2, 0, 3, 0, 'IMAGE'],
        [3, 3, 0, 4, 0, 'IMAGE'],
        [4, 5, 0, 4, 1, 'STRING'],
        [5, 6, 0, 7, 0, 'IMAGE'],
      ],
    };
    expect(toApiPrompt(workflow, INFO)).toEqual({
      '1': { class_type: 'Picture', inputs: { image: 'photo.png' }, _meta: { title: 'Picture' } },
      '4': { class_type: 'Save', inputs: { prefix: 'out', images: ['1', 0] }, _meta: { title: 'Save' } },
      '7': { class_type: 'Save', inputs: { prefix: 'second' }, _meta: { title: 'Save' } },
    });
  });

  it('drops the input fed by a bypassed node that has no input of that type', () => {
    const workflow = {
      nodes: [node(1, 'Picture', ['photo.png', 'image'], [], { mode: 4 }), node(2, 'Save', ['out'], [input('images', 'IMAGE', 1)])],
      links: [[1, 1, 0, 2, 0, 'IMAGE']],
    };
    expect(toApiPrompt(workflow, INFO)).toEqual({ '2': { class_type: 'Save', inputs: { prefix: 'out' }, _meta: { title: 'Save' } } });
  });

  it('returns a workflow saved in the API format as it is', () => {
    const saved = {
      '1': { class_type: 'Loader', inputs: { ckpt_name: 'a.safetensors' } },
      '2': { class_type: 'Encode', inputs: { text: 'hi', clip: ['1', 1] }, _meta: { title: 'Mine' } },
    };
    expect(toApiPrompt(saved, INFO)).toEqual({
      '1': { class_type: 'Loader', inputs: { ckpt_name: 'a.safetensors' }, _meta: { title: 'Loader' } },
      '2': { class_type: 'Encode', inputs: { text: 'hi', clip: ['1', 1] }, _meta: { title: 'Mine' } },
    });
  });

  it('names the node types the definitions lack', () => {
    const workflow = { nodes: [node(1, 'Mystery', [1]), node(2, 'Loader', ['a.safetensors'])], links: [] };
    expect(() => toApiPrompt(workflow, INFO)).toThrow(UnknownNodeTypesError);
    expect(() => toApiPrompt(workflow, INFO)).toThrow('These node types are not installed: Mystery.');
  });
});
