// The generator of comfy-nodes.json (scripts/comfy-node-snapshot.py) on a tiny source tree written
// here: v1 INPUT_TYPES with helpers and class attributes, a v3 define_schema, a replacement, and a
// value only the running code could know. Skipped where python3 is missing (it is needed only to
// regenerate the snapshot, never to run the site or the check).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../../config.ts';
import type { NodeSnapshot } from './workflow-check.ts';

const hasPython = spawnSync('python3', ['--version']).status === 0;

/** The comfy_api io types the nodes below use: class name → io_type. */
const IO_TYPES = { Int: 'INT', Combo: 'COMBO', Image: 'IMAGE', Float: 'FLOAT', MultiType: 'COMFY_MULTITYPED_V3' };

const CORE: Record<string, string> = {
  'comfyui_version.py': '__version__ = "9.9.9"\n',
  'folder_paths.py': 'def get_filename_list(folder):\n    return []\n',
  'comfy/samplers.py': 'SAMPLER_NAMES = ["euler", "dpmpp_2m"]\nclass KSampler:\n    SAMPLERS = SAMPLER_NAMES\n',
  'nodes.py': `import os
import folder_paths
import comfy.samplers
MAX_RESOLUTION = 16384

def seed_input():
    return ("INT", {"default": 0, "min": 0, "max": 0xffffffffffffffff, "control_after_generate": True})

class Loader:
    @classmethod
    def INPUT_TYPES(s):
        return {"required": {"ckpt_name": (folder_paths.get_filename_list("checkpoints"),)}}

class Sampler:
    modes = ["fast", "slow"]
    @classmethod
    def INPUT_TYPES(s):
        return {"required": {"model": ("MODEL",), "seed": seed_input(), "sampler_name": (comfy.samplers.KSampler.SAMPLERS,),
                             "width": ("INT", {"default": 512, "min": 16, "max": MAX_RESOLUTION, "step": 8})},
                "optional": {"mode": (s.modes, {"default": "fast"})}}

class Picture:
    @classmethod
    def INPUT_TYPES(s):
        files = sorted(os.listdir("input"))
        return {"required": {"image": (files, {"image_upload": True})}}

class Old:
    DEPRECATED = True
    @classmethod
    def INPUT_TYPES(s):
        return {"required": {"value": ("FLOAT", {"default": 1.0})}}

class Mystery:
    @classmethod
    def INPUT_TYPES(s):
        choices = [name for name in os.listdir("somewhere")]
        return {"required": {"choice": (choices,)}}

NODE_CLASS_MAPPINGS = {"Loader": Loader, "Sampler": Sampler, "LoadPicture": Picture, "OldNode": Old, "Mystery": Mystery}
`,
  'comfy_api/latest/_io.py': `def comfytype(io_type, **kwargs):
    def wrap(cls):
        return cls
    return wrap

class Schema:
    pass
${Object.entries(IO_TYPES)
  .map(([name, ioType]) => `\n@comfytype(io_type="${ioType}")\nclass ${name}:\n    class Input:\n        pass\n`)
  .join('')}`,
  'comfy_api/latest/__init__.py': 'from . import _io as io\n',
  'comfy_extras/nodes_new.py': `from comfy_api.latest import io
from enum import Enum
import folder_paths

class Fit(str, Enum):
    crop = "crop"
    pad = "pad"

class Resize:
    @classmethod
    def define_schema(cls):
        return io.Schema(node_id="Resize", inputs=[
            io.Image.Input("image"),
            io.Int.Input("size", default=512, min=8, max=4096, optional=True),
            io.Combo.Input("fit", options=Fit, default=Fit.crop),
        ], is_deprecated=False)

class EmptyAudio:
    @classmethod
    def define_schema(cls):
        files = folder_paths.get_filename_list("background_removal")
        return io.Schema(node_id="EmptyAudio", inputs=[
            io.Combo.Input("model_name", options=sorted(files)),
            io.MultiType.Input(io.Float.Input("frame_rate", default=25.0, min=1.0, max=1000.0), [io.Int]),
        ])

def register(api):
    api.register(io.NodeReplace(new_node_id="Resize", old_node_id="OldNode"))
`,
};

(hasPython ? describe : describe.skip)('comfy-node-snapshot.py', () => {
  let dir = '';
  let snapshot: NodeSnapshot;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'comfy-snapshot-'));
    for (const [path, text] of Object.entries(CORE)) {
      mkdirSync(dirname(join(dir, 'ComfyUI', path)), { recursive: true });
      writeFileSync(join(dir, 'ComfyUI', path), text);
    }
    const out = join(dir, 'nodes.json');
    const run = spawnSync(
      'python3',
      [join(REPO_ROOT, 'scripts', 'comfy-node-snapshot.py'), '--out', out, `comfy-core=${join(dir, 'ComfyUI')}@${'a'.repeat(40)}`],
      {
        encoding: 'utf8',
      },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    snapshot = JSON.parse(readFileSync(out, 'utf8')) as NodeSnapshot;
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('records where the definitions come from', () => {
    expect(snapshot.sources).toEqual([{ pack: 'comfy-core', commit: 'a'.repeat(40), version: '9.9.9', nodes: 7 }]);
  });

  it('reads v1 inputs through helpers, imports, module constants and class attributes, required before optional', () => {
    expect(snapshot.nodes.Sampler).toEqual({
      pack: 'comfy-core',
      deprecated: false,
      inputs: [
        { name: 'model', type: 'MODEL' },
        // eslint-disable-next-line no-loss-of-precision -- ComfyUI's seed maximum (2^64 - 1), as its JSON writes it
        { name: 'seed', type: 'INT', default: 0, min: 0, max: 18446744073709551615, control_after_generate: true },
        { name: 'sampler_name', type: 'COMBO', options: ['euler', 'dpmpp_2m'] },
        { name: 'width', type: 'INT', default: 512, min: 16, max: 16384, step: 8 },
        { name: 'mode', optional: true, type: 'COMBO', options: ['fast', 'slow'], default: 'fast' },
      ],
    });
  });

  it("marks the user's model files and uploads instead of listing them", () => {
    expect(snapshot.nodes.Loader?.inputs).toEqual([{ name: 'ckpt_name', type: 'COMBO', files: 'checkpoints' }]);
    expect(snapshot.nodes.LoadPicture?.inputs).toEqual([{ name: 'image', type: 'COMBO', input_files: 'image' }]);
  });

  it('reads a v3 schema, with enum choices', () => {
    expect(snapshot.nodes.Resize).toEqual({
      pack: 'comfy-core',
      deprecated: false,
      inputs: [
        { name: 'image', type: 'IMAGE' },
        { name: 'fit', type: 'COMBO', options: ['crop', 'pad'], default: 'crop' },
        { name: 'size', optional: true, type: 'INT', default: 512, min: 8, max: 4096 },
      ],
    });
  });

  it('reads a multi-typed input as the widget it wraps, and sorted model files as the folder', () => {
    expect(snapshot.nodes.EmptyAudio?.inputs).toEqual([
      { name: 'model_name', type: 'COMBO', files: 'background_removal' },
      { name: 'frame_rate', type: 'FLOAT', default: 25.0, min: 1.0, max: 1000.0 },
    ]);
  });

  it('marks deprecated and replaced nodes with their successor', () => {
    expect(snapshot.nodes.OldNode).toMatchObject({ deprecated: true, replaced_by: 'Resize' });
  });

  it('says what it cannot know instead of guessing', () => {
    expect(snapshot.nodes.Mystery?.inputs).toEqual([{ name: 'choice', type: { unresolved: expect.stringContaining('os.listdir') } }]);
  });
});
