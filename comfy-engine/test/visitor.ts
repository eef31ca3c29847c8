// A visitor's ComfyUI for the engine's tests: the snapshot's definitions in the shape of
// GET /object_info, minus chosen packs, with a version, a GPU and model folders.
import { snapshotToObjectInfo, type ComfyVisitor, type ObjectInfo } from '../src/index.ts';
import { snapshot } from './catalogue.ts';

export function objectInfoWithout(...packs: string[]): ObjectInfo {
  const info = snapshotToObjectInfo(snapshot);
  for (const [type, def] of Object.entries(info)) if (packs.some((p) => def.python_module === `custom_nodes.${p}`)) delete info[type];
  return info;
}

export function visitor(overrides: Partial<ComfyVisitor> & { version?: string; vramGb?: number } = {}): ComfyVisitor {
  const { version = '0.33.0', vramGb = 24, ...rest } = overrides;
  return {
    objectInfo: objectInfoWithout(),
    systemStats: {
      system: { comfyui_version: version },
      devices: [{ name: 'cuda:0 NVIDIA GeForce RTX 4090 : cudaMallocAsync', type: 'cuda', vram_total: vramGb * 1024 ** 3 }],
    },
    models: {},
    ...rest,
  };
}
