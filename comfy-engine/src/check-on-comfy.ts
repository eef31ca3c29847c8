// The visitor check: a workflow and its requirements against what the visitor's own ComfyUI answers
// (GET /object_info, /system_stats, /models/<folder>). The result is a checklist in words a creator
// can act on: each node type they lack with the pack that provides it, each widget value their
// version does not accept, each model file missing from their models/ folders, an old ComfyUI, too
// little VRAM. It runs in the browser as well as on the server.
import { convertWorkflow, isLink, type ApiPrompt } from './api-prompt.ts';
import { FRONTEND_ONLY_TYPES, isObject, isUiWorkflow, MODE_BYPASS, MODE_MUTED, readGraph } from './graph.ts';
import { type NodeDef, type ObjectInfo, packOfModule, socketSpecs, type WidgetSpec, widgetSpecs } from './object-info.ts';
import type { ModelRequirement, PackRequirement, WorkflowRequirements } from './requirements.ts';
import { CORE_PACK } from './snapshot.ts';

/** GET /system_stats, the parts the check reads. */
export interface SystemStats {
  system?: { comfyui_version?: string; os?: string; python_version?: string; pytorch_version?: string };
  devices?: { name?: string; type?: string; vram_total?: number; vram_free?: number }[];
}

export interface ComfyVisitor {
  objectInfo: ObjectInfo;
  systemStats?: SystemStats;
  /** models folder → the files GET /models/<folder> lists (sub-folders as "sub/name"). */
  models?: Record<string, string[]>;
}

export type ChecklistKind = 'node' | 'widget' | 'model' | 'version' | 'vram';

export interface ChecklistItem {
  kind: ChecklistKind;
  ok: boolean;
  message: string;
  /** What to do about it. */
  fix?: string;
  /** Set when the visitor's ComfyUI gave nothing to check this against. */
  unchecked?: true;
  /** The workflow's nodes the item is about (to mark them on the graph). */
  nodeIds?: string[];
  /** A model found in a sub-folder: the name ComfyUI shows for it, to select in the loader. */
  found?: string;
  /** The pack to install or update, for a missing node. */
  pack?: PackRequirement;
  /** The model file, for a model item. */
  model?: ModelRequirement;
}

export interface Checklist {
  /** True when the workflow will run: every item is ok. */
  ok: boolean;
  items: ChecklistItem[];
}

/** ComfyUI's legacy folder names (folder_paths.map_legacy), both ways. */
const FOLDER_ALIASES: Record<string, string[]> = {
  text_encoders: ['clip'],
  clip: ['text_encoders'],
  diffusion_models: ['unet'],
  unet: ['diffusion_models'],
};

const GIB = 1024 ** 3;

/** "v0.3.62", "0.26.0-rc1" → [0, 3, 62] / [0, 26, 0]. */
function versionParts(version: string): number[] {
  return (/(\d+(?:\.\d+)*)/.exec(version)?.[1] ?? '0').split('.').map(Number);
}

/** Negative when a < b, 0 when equal, positive when a > b. */
export function compareVersions(a: string, b: string): number {
  const x = versionParts(a);
  const y = versionParts(b);
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

const show = (v: unknown) => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v));
const list = (values: unknown[], max = 8) =>
  values.length > max ? `${values.slice(0, max).map(show).join(', ')} and ${values.length - max} more` : values.map(show).join(', ');

function checkVersion(requirements: WorkflowRequirements, visitor: ComfyVisitor): ChecklistItem {
  const theirs = visitor.systemStats?.system?.comfyui_version;
  const needed = requirements.minComfyui;
  if (!theirs) return { kind: 'version', ok: true, unchecked: true, message: 'ComfyUI version not checked: no system_stats answer.' };
  if (!needed || compareVersions(theirs, needed) >= 0) {
    return {
      kind: 'version',
      ok: true,
      message: `ComfyUI v${theirs.replace(/^v/, '')}${needed ? ` (this workflow needs v${needed} or newer)` : ''}.`,
    };
  }
  return {
    kind: 'version',
    ok: false,
    message: `Your ComfyUI is v${theirs.replace(/^v/, '')}; this workflow needs v${needed} or newer.`,
    fix: 'Update ComfyUI: in the ComfyUI folder run "git pull" then "pip install -r requirements.txt"; the portable build: update/update_comfyui.bat; the desktop app updates itself on restart.',
  };
}

function checkVram(requirements: WorkflowRequirements, visitor: ComfyVisitor): ChecklistItem {
  const need = requirements.vram.gb;
  if (need === null)
    return { kind: 'vram', ok: true, unchecked: true, message: 'GPU memory not checked: this workflow has no measured need.' };
  if (need === 0) return { kind: 'vram', ok: true, message: 'Runs on a hosted API: no GPU memory needed on your machine.' };
  const device = visitor.systemStats?.devices?.[0];
  if (!device || typeof device.vram_total !== 'number') {
    return { kind: 'vram', ok: true, unchecked: true, message: `GPU memory not checked (this workflow needs about ${need} GB).` };
  }
  const have = device.vram_total / GIB;
  const name = device.name ? `${device.name.replace(/^cuda:\d+ /, '').replace(/ : .*$/, '')}, ` : '';
  const shown = `${name}${Math.round(have)} GB`;
  if (have + 0.5 >= need) return { kind: 'vram', ok: true, message: `Your GPU (${shown}) has the ~${need} GB this workflow needs.` };
  return {
    kind: 'vram',
    ok: false,
    message: `Your GPU (${shown}) has less than the ~${need} GB this workflow needs at its shipped settings (an estimate).`,
    fix:
      requirements.vram.lowVram ??
      'Start ComfyUI with --lowvram to offload weights to system RAM (much slower), or use a smaller quantised model.',
  };
}

/** The packs the visitor has, from the python_module of their nodes (lower-case directory names). */
function installedPacks(objectInfo: ObjectInfo): Set<string> {
  const packs = new Set<string>();
  for (const def of Object.values(objectInfo)) {
    const pack = packOfModule(def.python_module);
    if (pack) packs.add(pack.toLowerCase());
  }
  return packs;
}

function packInstalled(pack: PackRequirement, installed: Set<string>): boolean {
  const repo = /([^/]+?)(?:\.git)?\/?$/.exec(pack.url)?.[1];
  return installed.has(pack.id.toLowerCase()) || (repo !== undefined && installed.has(repo.toLowerCase()));
}

function packFix(pack: PackRequirement, installed: boolean): string {
  const dir = /([^/]+?)(?:\.git)?\/?$/.exec(pack.url)?.[1] ?? pack.id;
  const at = pack.commit ? ` && git -C ${dir} checkout ${pack.commit}` : '';
  return installed
    ? `Update ${pack.name}: cd ComfyUI/custom_nodes && git -C ${dir} fetch${pack.commit ? ` && git -C ${dir} checkout ${pack.commit}` : ` && git -C ${dir} pull`}, then restart ComfyUI.`
    : `Install ${pack.name} (${pack.url}): cd ComfyUI/custom_nodes && git clone ${pack.url}${at}, install its requirements.txt if it has one, then restart ComfyUI.`;
}

interface GraphUse {
  /** node type → ids of the nodes that run (neither muted nor bypassed). */
  active: Map<string, string[]>;
  /** node type → ids of all its nodes. */
  all: Map<string, string[]>;
}

function graphUse(workflow: unknown): GraphUse {
  const active = new Map<string, string[]>();
  const all = new Map<string, string[]>();
  if (!isUiWorkflow(workflow)) {
    // The API format holds only the nodes that run.
    for (const [id, node] of Object.entries(isObject(workflow) ? workflow : {})) {
      if (!isObject(node) || typeof node.class_type !== 'string') continue;
      for (const map of [active, all]) map.set(node.class_type, [...(map.get(node.class_type) ?? []), id]);
    }
    return { active, all };
  }
  for (const node of readGraph(workflow).nodes) {
    if (FRONTEND_ONLY_TYPES.has(node.type)) continue;
    all.set(node.type, [...(all.get(node.type) ?? []), node.id]);
    if (node.mode !== MODE_MUTED && node.mode !== MODE_BYPASS) active.set(node.type, [...(active.get(node.type) ?? []), node.id]);
  }
  return { active, all };
}

function checkNodes(requirements: WorkflowRequirements, visitor: ComfyVisitor, use: GraphUse): ChecklistItem[] {
  const installed = installedPacks(visitor.objectInfo);
  const missing = new Map<string, string[]>();
  for (const type of use.all.keys()) {
    if (visitor.objectInfo[type]) continue;
    const pack = requirements.nodes[type] ?? '';
    missing.set(pack, [...(missing.get(pack) ?? []), type]);
  }
  const items: ChecklistItem[] = [];
  for (const [packId, types] of missing) {
    const nodeIds = types.flatMap((t) => use.all.get(t) ?? []);
    const onlyBypassed = types.every((t) => !use.active.has(t));
    const names = types.map((t) => `"${t}"`).join(', ');
    const pack = requirements.packs.find((p) => p.id === packId);
    let item: ChecklistItem;
    if (!pack) {
      item = {
        kind: 'node',
        ok: false,
        nodeIds,
        message: `Your ComfyUI lacks ${names}, which this site does not know either.`,
        fix: 'Open the workflow in ComfyUI and install the missing nodes with ComfyUI-Manager.',
      };
    } else if (pack.id === CORE_PACK) {
      item = {
        kind: 'node',
        ok: false,
        pack,
        nodeIds,
        message: `${names} ${types.length > 1 ? 'are core nodes' : 'is a core node'} of ComfyUI that your version lacks: this workflow needs ComfyUI v${requirements.minComfyui ?? pack.version ?? '(latest)'} or newer${pack.version ? ` (tested with v${pack.version})` : ''}.`,
        fix: 'Update ComfyUI: in the ComfyUI folder run "git pull" then "pip install -r requirements.txt"; the portable build: update/update_comfyui.bat.',
      };
    } else {
      const has = packInstalled(pack, installed);
      const tested = pack.commit ? ` (tested at commit ${pack.commit.slice(0, 12)}${pack.version ? `, v${pack.version}` : ''})` : '';
      item = {
        kind: 'node',
        ok: false,
        pack,
        nodeIds,
        message: has
          ? `Your copy of ${pack.name} lacks ${names}: it is older or newer than the one this workflow needs${tested}.`
          : `Missing custom nodes ${names} from the pack ${pack.name}${tested}.`,
        fix: packFix(pack, has),
      };
    }
    if (onlyBypassed) {
      item = {
        ...item,
        ok: true,
        message: `${item.message} Only bypassed nodes use ${types.length > 1 ? 'them' : 'it'}: needed when you enable them.`,
      };
    }
    items.push(item);
  }
  if (items.length === 0) items.push({ kind: 'node', ok: true, message: 'Every node type of the workflow is installed.' });
  return items;
}

/** The value a widget of a prompt node holds, walking a DynamicCombo's children. */
function widgetValues(
  specs: WidgetSpec[],
  inputs: ApiPrompt[string]['inputs'],
  prefix = '',
): { spec: WidgetSpec; name: string; value: unknown }[] {
  return specs.flatMap((spec) => {
    const name = `${prefix}${spec.name}`;
    if (!(name in inputs) || isLink(inputs[name])) return [];
    const value = inputs[name];
    const children = spec.dynamic && typeof value === 'string' ? spec.dynamic[value] : undefined;
    return [{ spec, name, value }, ...(children ? widgetValues(children, inputs, `${name}.`) : [])];
  });
}

function valueProblem(spec: WidgetSpec, value: unknown): string | null {
  switch (spec.type) {
    case 'COMBO':
      if (spec.choices && spec.choices.length > 0 && !spec.choices.some((c) => c === value))
        return `your ComfyUI does not offer ${show(value)} (it offers ${list(spec.choices)})`;
      return null;
    case 'INT':
    case 'FLOAT':
      if (typeof value !== 'number') return `expects a number, the workflow has ${show(value)}`;
      if (spec.min !== undefined && value < spec.min) return `${value} is below the minimum ${spec.min} your version accepts`;
      if (spec.max !== undefined && value > spec.max) return `${value} is above the maximum ${spec.max} your version accepts`;
      return null;
    default:
      return null;
  }
}

function checkWidgets(workflow: unknown, requirements: WorkflowRequirements, visitor: ComfyVisitor): ChecklistItem[] {
  const { prompt, mismatches } = convertWorkflow(workflow, visitor.objectInfo);
  const modelNames = new Set(requirements.models.map((m) => m.name));
  // Inputs the workflow links: when the link's source is not sent (a missing node), that is reported as a node.
  const linked = new Map(
    isUiWorkflow(workflow)
      ? readGraph(workflow).nodes.map((n) => [n.id, new Set(n.inputs.filter((i) => i.link !== null).map((i) => i.name))])
      : [],
  );
  const items: ChecklistItem[] = mismatches.map((m) =>
    m.found > m.expected
      ? {
          kind: 'widget',
          ok: false,
          nodeIds: [m.nodeId],
          message: `Node ${m.nodeId} (${m.type}) saves ${m.found} settings, but your version of the node has ${m.expected}: it is another version than the one this workflow was made with, so its settings would land in the wrong fields.`,
          fix: `Update ComfyUI or the pack that provides ${m.type}.`,
        }
      : {
          kind: 'widget',
          ok: true,
          nodeIds: [m.nodeId],
          message: `Node ${m.nodeId} (${m.type}) saves ${m.found} settings and your version of the node has ${m.expected}: the new ones take their defaults.`,
        },
  );
  for (const [id, node] of Object.entries(prompt)) {
    const def: NodeDef | undefined = visitor.objectInfo[node.class_type];
    if (!def) continue;
    const modelInputs = new Set(requirements.modelInputs[node.class_type] ?? []);
    for (const { spec, name, value } of widgetValues(widgetSpecs(def), node.inputs)) {
      if (spec.upload || modelInputs.has(name) || modelNames.has(value as string)) continue;
      const problem = valueProblem(spec, value);
      if (problem) {
        items.push({
          kind: 'widget',
          ok: false,
          nodeIds: [id],
          message: `Node ${id} (${node._meta.title}) "${name}": ${problem}.`,
          fix: 'Update ComfyUI (or the node pack) to the version this workflow was made with, or choose an accepted value in the node.',
        });
      }
    }
    for (const socket of socketSpecs(def)) {
      if (!socket.optional && !(socket.name in node.inputs) && !linked.get(id)?.has(socket.name)) {
        items.push({
          kind: 'widget',
          ok: false,
          nodeIds: [id],
          message: `Node ${id} (${node._meta.title}) needs the input "${socket.name}" in your version of ComfyUI, and the workflow does not connect it.`,
          fix: `Update ComfyUI or the pack that provides ${node.class_type} to the version this workflow was made with.`,
        });
      }
    }
  }
  if (!items.some((i) => !i.ok)) items.push({ kind: 'widget', ok: true, message: 'Your ComfyUI accepts every setting of the workflow.' });
  return items;
}

/** The files ComfyUI lists for a model's folder: /models/<folder> (aliases included), else the choices
 * of the workflow's loader inputs that name the model. */
function visibleFiles(
  model: ModelRequirement,
  requirements: WorkflowRequirements,
  visitor: ComfyVisitor,
  workflow: unknown,
): { files: string[]; prefix: string } | null {
  const [top, ...sub] = model.folder.split('/');
  const prefix = sub.length > 0 ? `${sub.join('/')}/` : '';
  if (visitor.models) {
    const folders = [top!, ...(FOLDER_ALIASES[top!] ?? [])].filter((f) => visitor.models![f]);
    if (folders.length > 0) return { files: folders.flatMap((f) => visitor.models![f]!), prefix };
  }
  const files: string[] = [];
  const { prompt } = convertWorkflow(workflow, visitor.objectInfo);
  for (const node of Object.values(prompt)) {
    const def = visitor.objectInfo[node.class_type];
    for (const input of requirements.modelInputs[node.class_type] ?? []) {
      if (node.inputs[input] !== model.name || !def) continue;
      const spec = widgetSpecs(def).find((w) => w.name === input);
      files.push(...((spec?.choices ?? []).filter((c) => typeof c === 'string') as string[]));
    }
  }
  return files.length > 0 ? { files, prefix: '' } : null;
}

function checkModels(workflow: unknown, requirements: WorkflowRequirements, visitor: ComfyVisitor): ChecklistItem[] {
  return requirements.models.map((model): ChecklistItem => {
    const where = `models/${model.folder}`;
    const seen = visibleFiles(model, requirements, visitor, workflow);
    if (!seen)
      return {
        kind: 'model',
        ok: true,
        unchecked: true,
        model,
        message: `${model.name}: not checked, your ComfyUI does not list ${where}.`,
      };
    const wanted = `${seen.prefix}${model.name}`;
    if (seen.files.includes(wanted) || seen.files.some((f) => f.startsWith(`${wanted}/`))) {
      return { kind: 'model', ok: true, model, message: `${model.name} is in ${where}.` };
    }
    const elsewhere = seen.files.find((f) => f === model.name || f.endsWith(`/${model.name}`) || f.includes(`/${model.name}/`));
    if (elsewhere) {
      const shown = elsewhere.includes(`/${model.name}/`)
        ? elsewhere.slice(0, elsewhere.indexOf(`/${model.name}/`) + model.name.length + 1)
        : elsewhere;
      return {
        kind: 'model',
        ok: true,
        model,
        found: shown,
        message: `${model.name} is in a sub-folder of models/${model.folder.split('/')[0]}: ComfyUI shows it as "${shown}".`,
        fix: `Select "${shown}" in the loader node before you queue (the queue does it for you).`,
      };
    }
    return {
      kind: 'model',
      ok: false,
      model,
      message: `Missing model ${model.name} (${model.size}) in ComfyUI/${where}.`,
      fix: `Download ${model.downloadUrl ?? model.url} into ComfyUI/${where}/, then press R in ComfyUI to refresh.`,
    };
  });
}

/** The checklist of a workflow on the visitor's ComfyUI. */
export function checkOnComfy(workflow: unknown, requirements: WorkflowRequirements, visitor: ComfyVisitor): Checklist {
  const use = graphUse(workflow);
  const items = [
    checkVersion(requirements, visitor),
    checkVram(requirements, visitor),
    ...checkNodes(requirements, visitor, use),
    ...checkWidgets(workflow, requirements, visitor),
    ...checkModels(workflow, requirements, visitor),
  ];
  return { ok: items.every((i) => i.ok), items };
}

/** The prompt with each model found in a sub-folder named as ComfyUI shows it ("flux/x.safetensors"),
 * so ComfyUI's validation finds it among the loader's choices. */
export function withFoundModels(prompt: ApiPrompt, checklist: Checklist): ApiPrompt {
  const renamed = new Map(checklist.items.filter((i) => i.kind === 'model' && i.found && i.model).map((i) => [i.model!.name, i.found!]));
  const out: ApiPrompt = {};
  for (const [id, node] of Object.entries(prompt)) {
    const inputs = Object.fromEntries(
      Object.entries(node.inputs).map(([name, value]) => [name, typeof value === 'string' ? (renamed.get(value) ?? value) : value]),
    );
    out[id] = { ...node, inputs };
  }
  return out;
}
