// What a workflow needs from a visitor's ComfyUI, computed once by the API from the node snapshot and
// the catalogue metadata, so the browser can check a ComfyUI without the 784 KB snapshot: the pack of
// each node type (with the commit we tested), the model files (where they go, where to get them, how
// to verify them, their licence), the minimum ComfyUI version and the VRAM need.
import { graphNodeTypes } from './graph.ts';
import { CORE_PACK, type NodeSnapshot } from './snapshot.ts';

export interface PackRequirement {
  /** The pack's id (as in ComfyUI's registry and the nodes' properties.cnr_id); "comfy-core" for ComfyUI itself. */
  id: string;
  name: string;
  /** Its repository; empty for ComfyUI itself. */
  url: string;
  /** The commit we tested, when the snapshot records it. */
  commit: string | null;
  version: string | null;
}

export interface ModelRequirement {
  name: string;
  /** The subfolder of ComfyUI/models/ it goes in. */
  folder: string;
  /** Where a person downloads it (the catalogue's link). */
  url: string;
  /** A direct download link (a Hugging Face /blob/ page becomes /resolve/); null for a whole repository. */
  downloadUrl: string | null;
  /** "11.9 GB". */
  size: string;
  /** The exact size in bytes, where we know it. */
  bytes: number | null;
  /** The SHA-256 of the file, where we know it. */
  sha256: string | null;
  licence: string;
  licenceUrl: string | null;
}

/** A hosted service a workflow calls instead of a local model (a partner-API node). */
export interface ServiceRequirement {
  name: string;
  licence: string;
  licenceUrl: string | null;
}

export interface VramRequirement {
  /** GB of VRAM the workflow needs at its shipped settings (an estimate); 0 when it runs on a hosted API;
   * null when unknown (an upload without metadata). */
  gb: number | null;
  /** How to run it on less, where there is a way. */
  lowVram: string | null;
}

export interface WorkflowRequirements {
  /** The oldest ComfyUI version the workflow was validated with. */
  minComfyui: string | null;
  /** node type → the pack that provides it ("comfy-core" for ComfyUI's own nodes). */
  nodes: Record<string, string>;
  /** The packs of `nodes`, ComfyUI itself included. */
  packs: PackRequirement[];
  models: ModelRequirement[];
  /** node type → its inputs whose choices are model files (checked as models, not as widget values). */
  modelInputs: Record<string, string[]>;
  services: ServiceRequirement[];
  vram: VramRequirement;
}

/** The catalogue metadata the requirements are built from (a workflow's .meta.json, in part). */
export interface RequirementsMeta {
  min_comfyui?: string | null;
  vram_gb?: number | null;
  low_vram?: string | null;
  models: {
    name: string;
    folder: string;
    url: string;
    size: string;
    licence: string;
    licence_url?: string;
    sha256?: string;
    bytes?: number;
  }[];
  custom_nodes: { id: string; name: string; url: string }[];
  services?: { name: string; licence: string; licence_url?: string }[];
}

/** A Hugging Face file page (/blob/) as its direct download (/resolve/); a repository page has none. */
export function directDownloadUrl(url: string): string | null {
  const hf = /^https:\/\/huggingface\.co\/([^/]+\/[^/]+)\/(blob|resolve)\/(.+)$/.exec(url);
  if (hf) return `https://huggingface.co/${hf[1]}/resolve/${hf[3]}`;
  if (/^https:\/\/huggingface\.co\/[^/]+\/[^/]+\/?$/.test(url)) return null;
  return url;
}

const SIZE_UNITS: Record<string, number> = { KB: 1e3, MB: 1e6, GB: 1e9 };

/** "11.9 GB" → bytes (approximate). */
export function sizeInBytes(size: string): number | null {
  const match = /^(\d+(?:\.\d+)?) (KB|MB|GB)$/.exec(size);
  return match ? Math.round(Number(match[1]) * SIZE_UNITS[match[2]!]!) : null;
}

/** Estimated VRAM from the weights when the metadata gives no measurement: the largest file loaded at
 * once plus 20 % for activations (ComfyUI offloads text encoders while sampling); null without sizes. */
function estimateVram(models: RequirementsMeta['models']): number | null {
  const largest = Math.max(0, ...models.map((m) => sizeInBytes(m.size) ?? 0));
  return largest > 0 ? Math.ceil((largest * 1.2) / 1e9) : null;
}

/** The requirements of a workflow (its parsed JSON) from the node snapshot and its metadata. */
export function buildRequirements(workflow: unknown, meta: RequirementsMeta, snapshot: NodeSnapshot): WorkflowRequirements {
  const nodes: Record<string, string> = {};
  const modelInputs: Record<string, string[]> = {};
  for (const type of graphNodeTypes(workflow)) {
    const def = snapshot.nodes[type];
    if (!def) continue;
    nodes[type] = def.pack;
    const files = (def.inputs ?? []).filter((i) => i.files).map((i) => i.name);
    if (files.length > 0) modelInputs[type] = files;
  }
  const core = snapshot.sources.find((s) => s.pack === CORE_PACK);
  const packIds = [...new Set(Object.values(nodes))];
  const packs = packIds.map((id): PackRequirement => {
    const source = snapshot.sources.find((s) => s.pack === id);
    const listed = meta.custom_nodes.find((p) => p.id === id);
    return {
      id,
      name: id === CORE_PACK ? 'ComfyUI' : (listed?.name ?? id),
      url: id === CORE_PACK ? 'https://github.com/comfyanonymous/ComfyUI' : (listed?.url ?? ''),
      commit: source?.commit ?? null,
      version: source?.version ?? null,
    };
  });
  return {
    minComfyui: meta.min_comfyui ?? core?.version ?? null,
    nodes,
    packs,
    models: meta.models.map((m) => ({
      name: m.name,
      folder: m.folder,
      url: m.url,
      downloadUrl: directDownloadUrl(m.url),
      size: m.size,
      bytes: m.bytes ?? null,
      sha256: m.sha256 ?? null,
      licence: m.licence,
      licenceUrl: m.licence_url ?? null,
    })),
    modelInputs,
    services: (meta.services ?? []).map((s) => ({ name: s.name, licence: s.licence, licenceUrl: s.licence_url ?? null })),
    vram: { gb: meta.vram_gb ?? estimateVram(meta.models), lowVram: meta.low_vram ?? null },
  };
}
