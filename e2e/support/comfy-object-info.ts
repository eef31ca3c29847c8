// /object_info for the stand-in ComfyUI: the node snapshot the workflow check uses
// (api/src/features/workflows/comfy-nodes.json) through the engine's adapter, without the packs a
// test leaves out, and with each model-file choice listing the stand-in's own files, as ComfyUI does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { snapshotToObjectInfo, type NodeSnapshot, type ObjectInfo } from 'comfy-engine';

const SNAPSHOT = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'api', 'src', 'features', 'workflows', 'comfy-nodes.json'), 'utf8'),
) as NodeSnapshot;

export function standinObjectInfo({
  without = [],
  models = {},
}: { without?: string[]; models?: Record<string, string[]> } = {}): ObjectInfo {
  const nodes = Object.fromEntries(Object.entries(SNAPSHOT.nodes).filter(([, node]) => !without.includes(node.pack)));
  const info = snapshotToObjectInfo({ ...SNAPSHOT, nodes });
  for (const [name, node] of Object.entries(nodes)) {
    for (const input of node.inputs ?? []) {
      const group = info[name]?.input?.[input.optional ? 'optional' : 'required'];
      const spec = group?.[input.name];
      if (!group || !spec) continue;
      // ComfyUI marks its text boxes multiline; the engine's adapter leaves it out.
      if ((input as { multiline?: unknown }).multiline === true) group[input.name] = [spec[0], { ...(spec[1] ?? {}), multiline: true }];
      if (!input.files) continue;
      const extra = Array.isArray(input.extra_options) ? input.extra_options : [];
      group[input.name] = ['COMBO', { ...(spec[1] ?? {}), options: [...extra, ...(models[input.files] ?? [])] }];
    }
  }
  return info;
}
