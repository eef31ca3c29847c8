// A saved UI-format workflow turned into the prompt POST /prompt takes, by the rules ComfyUI's own
// frontend follows (docs/decisions/0010-comfy-engine.md): widget values mapped to input names in
// INPUT_TYPES order (required, then optional; a forceInput input is a socket), the hidden
// control_after_generate and upload values skipped, a DynamicCombo's children sent as
// `<combo>.<child>`, links as [origin id, origin slot], reroutes passed through, primitive nodes'
// values taken from the widget they feed, notes and muted nodes dropped (with the inputs they fed),
// bypassed nodes passed through by type.
import { FRONTEND_ONLY_TYPES, type Graph, type GraphNode, isObject, isUiWorkflow, MODE_BYPASS, MODE_MUTED, readGraph } from './graph.ts';
import { type ObjectInfo, type WidgetSpec, widgetSpecs } from './object-info.ts';

export type ApiLink = [string, number];
export type ApiInputValue = ApiLink | string | number | boolean | null | unknown[] | Record<string, unknown>;

export interface ApiPromptNode {
  class_type: string;
  inputs: Record<string, ApiInputValue>;
  _meta: { title: string };
}

/** The prompt: node id (as a string) → node. */
export type ApiPrompt = Record<string, ApiPromptNode>;

/** A node whose widgets_values do not fit the definition's widgets (another version of the node). */
export interface WidgetMismatch {
  nodeId: string;
  type: string;
  expected: number;
  found: number;
}

export interface Conversion {
  prompt: ApiPrompt;
  /** Node types the definitions lack (their nodes are left out of the prompt). */
  unknownTypes: string[];
  mismatches: WidgetMismatch[];
}

export class UnknownNodeTypesError extends Error {
  readonly types: string[];
  constructor(types: string[]) {
    super(`These node types are not installed: ${types.join(', ')}.`);
    this.types = types;
  }
}

export class NotAWorkflowError extends Error {}

/** Maps widgets_values onto the widgets by position; returns how many values the widgets take. */
function mapWidgets(specs: WidgetSpec[], values: unknown[], start: number, prefix: string, inputs: Record<string, ApiInputValue>): number {
  let at = start;
  for (const spec of specs) {
    const value = values[at];
    at += 1;
    if (value !== undefined) inputs[`${prefix}${spec.name}`] = value as ApiInputValue;
    if (spec.control) at += 1;
    at += spec.uploadExtras;
    const children = spec.dynamic && typeof value === 'string' ? spec.dynamic[value] : undefined;
    if (children) at = mapWidgets(children, values, at, `${prefix}${spec.name}.`, inputs);
  }
  return at;
}

type Source = { kind: 'link'; link: ApiLink } | { kind: 'widget' } | { kind: 'none' };

class Converter {
  private readonly nodes: Map<string, GraphNode>;
  private readonly links: Map<number, Graph['links'][number]>;

  constructor(graph: Graph) {
    this.nodes = new Map(graph.nodes.map((n) => [n.id, n]));
    this.links = new Map(graph.links.map((l) => [l.id, l]));
  }

  /** Where a link's value comes from once reroutes, bypassed nodes and primitive nodes are resolved. */
  source(linkId: number, type: string, seen = new Set<number>()): Source {
    const link = this.links.get(linkId);
    if (!link || seen.has(linkId)) return { kind: 'none' };
    seen.add(linkId);
    const origin = this.nodes.get(link.origin);
    if (!origin) return { kind: 'none' };
    if (origin.type === 'PrimitiveNode') return { kind: 'widget' };
    if (origin.type === 'Reroute') {
      const upstream = origin.inputs[0]?.link;
      return upstream == null ? { kind: 'none' } : this.source(upstream, type, seen);
    }
    if (origin.mode === MODE_MUTED) return { kind: 'none' };
    if (origin.mode === MODE_BYPASS) {
      // The input at the output's slot when its type matches, else the first input of that type.
      const candidates = [origin.inputs[link.originSlot], ...origin.inputs].filter((i) => i !== undefined);
      const match = candidates.find((i) => i.type === type);
      return match?.link == null ? { kind: 'none' } : this.source(match.link, type, seen);
    }
    return { kind: 'link', link: [origin.id, link.originSlot] };
  }
}

/** A workflow saved in the API format already is a prompt: its nodes as they are. */
function apiFormatPrompt(workflow: Record<string, unknown>, nodeDefs: ObjectInfo): Conversion | null {
  const prompt: ApiPrompt = {};
  for (const [id, node] of Object.entries(workflow)) {
    if (!isObject(node) || typeof node.class_type !== 'string' || !isObject(node.inputs)) return null;
    const title = isObject(node._meta) && typeof node._meta.title === 'string' ? node._meta.title : undefined;
    prompt[id] = {
      class_type: node.class_type,
      inputs: node.inputs as Record<string, ApiInputValue>,
      _meta: { title: title ?? nodeDefs[node.class_type]?.display_name ?? node.class_type },
    };
  }
  const unknownTypes = [...new Set(Object.values(prompt).map((n) => n.class_type))].filter((t) => !nodeDefs[t]);
  return Object.keys(prompt).length > 0 ? { prompt, unknownTypes, mismatches: [] } : null;
}

/** The conversion with what it could not map; toApiPrompt is its strict form. A workflow saved in
 * the API format is returned as it is. */
export function convertWorkflow(workflow: unknown, nodeDefs: ObjectInfo): Conversion {
  const api = !isUiWorkflow(workflow) && isObject(workflow) ? apiFormatPrompt(workflow, nodeDefs) : null;
  if (api) return api;
  if (!isUiWorkflow(workflow))
    throw new NotAWorkflowError('The workflow is neither in the UI format (a "nodes" array and "links") nor in the API format.');
  const graph = readGraph(workflow);
  const converter = new Converter(graph);
  const prompt: ApiPrompt = {};
  const unknownTypes = new Set<string>();
  const mismatches: WidgetMismatch[] = [];
  for (const node of graph.nodes) {
    if (FRONTEND_ONLY_TYPES.has(node.type) || node.mode === MODE_MUTED || node.mode === MODE_BYPASS) continue;
    const def = nodeDefs[node.type];
    if (!def) {
      unknownTypes.add(node.type);
      continue;
    }
    const inputs: Record<string, ApiInputValue> = {};
    const specs = widgetSpecs(def);
    if (isObject(node.widgets)) {
      for (const spec of specs) if (spec.name in node.widgets) inputs[spec.name] = node.widgets[spec.name] as ApiInputValue;
    } else if (Array.isArray(node.widgets)) {
      const used = mapWidgets(specs, node.widgets, 0, '', inputs);
      if (used !== node.widgets.length && !(used < node.widgets.length && DISPLAY_WIDGET_NODES.has(node.type))) {
        mismatches.push({ nodeId: node.id, type: node.type, expected: used, found: node.widgets.length });
      }
    }
    for (const input of node.inputs) {
      if (input.link === null) continue;
      const source = converter.source(input.link, input.type);
      if (source.kind === 'link') inputs[input.name] = source.link;
      else if (source.kind === 'none') delete inputs[input.name];
    }
    prompt[node.id] = { class_type: node.type, inputs, _meta: { title: node.title ?? def.display_name ?? node.type } };
  }
  // An input fed by a node that is not sent (muted, unknown, a note) is dropped, as the frontend does.
  for (const node of Object.values(prompt)) {
    for (const [name, value] of Object.entries(node.inputs)) {
      if (isLink(value) && !prompt[value[0]]) delete node.inputs[name];
    }
  }
  return { prompt, unknownTypes: [...unknownTypes], mismatches };
}

/** Nodes to which the frontend adds display widgets (their saved values are placeholders, not inputs). */
const DISPLAY_WIDGET_NODES = new Set(['PreviewAny']);

export function isLink(value: unknown): value is ApiLink {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'number';
}

/** The API prompt of a UI-format workflow against node definitions (GET /object_info, or the
 * snapshot through snapshotToObjectInfo). Throws UnknownNodeTypesError when a node type is missing. */
export function toApiPrompt(workflow: unknown, nodeDefs: ObjectInfo): ApiPrompt {
  const { prompt, unknownTypes } = convertWorkflow(workflow, nodeDefs);
  if (unknownTypes.length > 0) throw new UnknownNodeTypesError(unknownTypes);
  return prompt;
}
