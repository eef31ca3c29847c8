// What a workflow needs before it runs: node types that are not core ComfyUI (custom nodes, with
// their pack when the file names it) and the model files its loader nodes name.
import { LOADER_FOLDERS, isCoreNode } from './core-nodes.ts';
import type { WorkflowGraph } from './graph-model.ts';

export interface CustomNodeNeed {
  type: string;
  pack: string | null;
  count: number;
}

export interface ModelNeed {
  name: string;
  /** The models/ subfolder it goes in, when known. */
  folder: string | null;
  /** Where to download it, when the file says. */
  url: string | null;
  /** Every node naming it is bypassed (an optional part of the workflow). */
  optional: boolean;
}

export interface Requirements {
  customNodes: CustomNodeNeed[];
  models: ModelNeed[];
}

const MODEL_FILE = /\.(safetensors|sft|ckpt|pt|pth|bin|gguf|onnx)$/i;
const MEDIA_LOADERS = new Set(['LoadImage', 'LoadImageMask', 'LoadImageOutput', 'LoadVideo', 'LoadAudio', 'LoadLatent', 'Load3D']);
const BYPASSED = 4;

/** Nodes that load model files: the core loaders and, by name, those of custom packs. */
export function isLoaderNode(type: string): boolean {
  if (MEDIA_LOADERS.has(type)) return false;
  return type in LOADER_FOLDERS || /Loader|Load.*Model|Model.*Load/i.test(type);
}

function modelNames(values: unknown[]): string[] {
  return values.filter((v): v is string => typeof v === 'string' && MODEL_FILE.test(v.trim())).map((v) => v.trim());
}

export function workflowRequirements(graph: WorkflowGraph): Requirements {
  const custom = new Map<string, CustomNodeNeed>();
  const models = new Map<string, ModelNeed>();

  const addModel = (name: string, folder: string | null, url: string | null, optional: boolean) => {
    const known = models.get(name);
    if (!known) {
      models.set(name, { name, folder, url, optional });
      return;
    }
    known.folder ??= folder;
    known.url ??= url;
    known.optional &&= optional;
  };

  for (const node of graph.nodes) {
    const optional = node.mode === BYPASSED;
    if (!node.subgraph && !isCoreNode(node.type, node.pack)) {
      const need = custom.get(node.type) ?? { type: node.type, pack: node.pack, count: 0 };
      need.count += 1;
      custom.set(node.type, need);
    }
    for (const model of node.declaredModels) addModel(model.name, model.directory, model.url, optional);
    if (isLoaderNode(node.type)) {
      for (const name of modelNames(node.widgets)) addModel(name, LOADER_FOLDERS[node.type] ?? null, null, optional);
    }
  }
  return {
    customNodes: [...custom.values()].sort((a, b) => a.type.localeCompare(b.type)),
    models: [...models.values()].sort((a, b) => Number(a.optional) - Number(b.optional) || a.name.localeCompare(b.name)),
  };
}
