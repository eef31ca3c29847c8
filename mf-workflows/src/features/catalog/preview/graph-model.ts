// Turns a ComfyUI workflow file into a graph to draw: nodes with positions, sizes, slots and widget
// values, links between slots, and groups. Reads the UI format (nodes + links, as ComfyUI saves it)
// and the API prompt format ({"<id>": {class_type, inputs}}), which has no positions: its nodes are
// laid out in columns by their distance from the inputs.
export interface GraphSlot {
  name: string;
  type: string;
}

export interface GraphNode {
  id: string;
  type: string;
  title: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** 0 always, 2 never (muted), 4 bypassed. */
  mode: number;
  collapsed: boolean;
  inputs: GraphSlot[];
  outputs: GraphSlot[];
  widgets: unknown[];
  /** The node pack a node comes from when the file says so ("comfy-core", "comfyui-kjnodes"). */
  pack: string | null;
  /** Model files the node's metadata names ({name, directory, url}). */
  declaredModels: { name: string; directory: string | null; url: string | null }[];
  /** True when the type is a subgraph defined in the file itself. */
  subgraph: boolean;
}

export interface GraphLink {
  id: string;
  from: string;
  fromSlot: number;
  to: string;
  toSlot: number;
  type: string;
}

export interface GraphGroup {
  title: string;
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
}

export interface WorkflowGraph {
  format: 'ui' | 'api';
  nodes: GraphNode[];
  links: GraphLink[];
  groups: GraphGroup[];
}

export const TITLE_HEIGHT = 30;
export const SLOT_HEIGHT = 20;

type Json = Record<string, unknown>;

export class NotAWorkflowError extends Error {}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** [x, y] arrays or {0: x, 1: y} objects (both occur in saved workflows). */
function pair(value: unknown, fallback: [number, number]): [number, number] {
  if (Array.isArray(value)) return [num(value[0], fallback[0]), num(value[1], fallback[1])];
  if (isObject(value)) return [num(value[0] ?? value['0'], fallback[0]), num(value[1] ?? value['1'], fallback[1])];
  return fallback;
}

function slots(value: unknown): GraphSlot[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((slot) => ({
    name: typeof slot.label === 'string' ? slot.label : typeof slot.name === 'string' ? slot.name : '',
    type: typeof slot.type === 'string' ? slot.type : '*',
  }));
}

function declaredModels(properties: Json): GraphNode['declaredModels'] {
  if (!Array.isArray(properties.models)) return [];
  return properties.models
    .filter(isObject)
    .flatMap((m) =>
      typeof m.name === 'string' && m.name
        ? [{ name: m.name, directory: typeof m.directory === 'string' ? m.directory : null, url: typeof m.url === 'string' ? m.url : null }]
        : [],
    );
}

function subgraphNames(doc: Json): Map<string, string> {
  const names = new Map<string, string>();
  const definitions = isObject(doc.definitions) ? doc.definitions : {};
  if (Array.isArray(definitions.subgraphs)) {
    for (const sub of definitions.subgraphs.filter(isObject)) {
      if (typeof sub.id === 'string') names.set(sub.id, typeof sub.name === 'string' ? sub.name : 'Subgraph');
    }
  }
  return names;
}

function parseUi(doc: Json, displayName: (type: string) => string): WorkflowGraph {
  const subgraphs = subgraphNames(doc);
  const nodes: GraphNode[] = (doc.nodes as unknown[]).filter(isObject).map((node) => {
    const type = typeof node.type === 'string' ? node.type : 'Unknown';
    const properties = isObject(node.properties) ? node.properties : {};
    const [x, y] = pair(node.pos, [0, 0]);
    const inputs = slots(node.inputs);
    const outputs = slots(node.outputs);
    const [width, height] = pair(node.size, [220, Math.max(inputs.length, outputs.length, 1) * SLOT_HEIGHT + 10]);
    const pack =
      typeof properties.cnr_id === 'string' ? properties.cnr_id : typeof properties.aux_id === 'string' ? properties.aux_id : null;
    const subgraph = subgraphs.has(type);
    return {
      id: String(node.id),
      type,
      title: typeof node.title === 'string' && node.title ? node.title : subgraph ? subgraphs.get(type)! : displayName(type),
      x,
      y,
      width,
      height,
      mode: num(node.mode, 0),
      collapsed: isObject(node.flags) && node.flags.collapsed === true,
      inputs,
      outputs,
      widgets: Array.isArray(node.widgets_values)
        ? node.widgets_values
        : isObject(node.widgets_values)
          ? Object.values(node.widgets_values)
          : [],
      pack,
      declaredModels: declaredModels(properties),
      subgraph,
    };
  });
  const known = new Set(nodes.map((n) => n.id));
  const links: GraphLink[] = [];
  for (const link of (doc.links as unknown[]) ?? []) {
    let parsed: GraphLink | null = null;
    if (Array.isArray(link) && link.length >= 5) {
      parsed = {
        id: String(link[0]),
        from: String(link[1]),
        fromSlot: num(link[2], 0),
        to: String(link[3]),
        toSlot: num(link[4], 0),
        type: String(link[5] ?? '*'),
      };
    } else if (isObject(link)) {
      parsed = {
        id: String(link.id),
        from: String(link.origin_id),
        fromSlot: num(link.origin_slot, 0),
        to: String(link.target_id),
        toSlot: num(link.target_slot, 0),
        type: String(link.type ?? '*'),
      };
    }
    if (parsed && known.has(parsed.from) && known.has(parsed.to)) links.push(parsed);
  }
  const groups: GraphGroup[] = Array.isArray(doc.groups)
    ? doc.groups.filter(isObject).map((group) => {
        const box = Array.isArray(group.bounding) ? group.bounding : [0, 0, 0, 0];
        return {
          title: typeof group.title === 'string' ? group.title : '',
          x: num(box[0], 0),
          y: num(box[1], 0),
          width: num(box[2], 0),
          height: num(box[3], 0),
          color: typeof group.color === 'string' ? group.color : '#3f789e',
        };
      })
    : [];
  return { format: 'ui', nodes, links, groups };
}

const API_COLUMN_WIDTH = 340;
const API_NODE_WIDTH = 260;
const API_ROW_GAP = 40;

function parseApi(doc: Json, displayName: (type: string) => string): WorkflowGraph {
  const entries = Object.entries(doc).filter(
    (entry): entry is [string, Json] => isObject(entry[1]) && typeof entry[1].class_type === 'string',
  );
  if (entries.length === 0) throw new NotAWorkflowError('The file has no ComfyUI nodes.');
  const ids = new Set(entries.map(([id]) => id));
  const links: GraphLink[] = [];
  const inputsOf = new Map<string, GraphSlot[]>();
  const widgetsOf = new Map<string, unknown[]>();
  const outputCount = new Map<string, number>();
  for (const [id, node] of entries) {
    const inputs: GraphSlot[] = [];
    const widgets: unknown[] = [];
    for (const [name, value] of Object.entries(isObject(node.inputs) ? node.inputs : {})) {
      if (Array.isArray(value) && value.length === 2 && ids.has(String(value[0])) && typeof value[1] === 'number') {
        const from = String(value[0]);
        links.push({
          id: `${from}:${value[1]}->${id}:${inputs.length}`,
          from,
          fromSlot: value[1],
          to: id,
          toSlot: inputs.length,
          type: '*',
        });
        outputCount.set(from, Math.max(outputCount.get(from) ?? 0, value[1] + 1));
        inputs.push({ name, type: '*' });
      } else {
        widgets.push(value);
      }
    }
    inputsOf.set(id, inputs);
    widgetsOf.set(id, widgets);
  }
  // Column = longest path from a node without inputs (cycles are cut by the visit guard).
  const depth = new Map<string, number>();
  const visiting = new Set<string>();
  const depthOf = (id: string): number => {
    const known = depth.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id)) return 0;
    visiting.add(id);
    const parents = links.filter((l) => l.to === id).map((l) => depthOf(l.from) + 1);
    const value = parents.length > 0 ? Math.max(...parents) : 0;
    visiting.delete(id);
    depth.set(id, value);
    return value;
  };
  const nextY = new Map<number, number>();
  const nodes: GraphNode[] = entries.map(([id, node]) => {
    const type = node.class_type as string;
    const inputs = inputsOf.get(id)!;
    const outputs = Array.from({ length: outputCount.get(id) ?? 0 }, (_, i) => ({ name: `output ${i}`, type: '*' }));
    const widgets = widgetsOf.get(id)!;
    const height = Math.max(inputs.length, outputs.length) * SLOT_HEIGHT + Math.min(widgets.length, 6) * SLOT_HEIGHT + 16;
    const column = depthOf(id);
    const y = nextY.get(column) ?? 0;
    nextY.set(column, y + height + TITLE_HEIGHT + API_ROW_GAP);
    const meta = isObject(node._meta) ? node._meta : {};
    return {
      id,
      type,
      title: typeof meta.title === 'string' && meta.title ? meta.title : displayName(type),
      x: column * API_COLUMN_WIDTH,
      y: y + TITLE_HEIGHT,
      width: API_NODE_WIDTH,
      height,
      mode: 0,
      collapsed: false,
      inputs,
      outputs,
      widgets,
      pack: null,
      declaredModels: [],
      subgraph: false,
    };
  });
  return { format: 'api', nodes, links, groups: [] };
}

/** Reads a parsed workflow file; NotAWorkflowError when it is neither format. */
export function parseWorkflowGraph(doc: unknown, displayName: (type: string) => string = (type) => type): WorkflowGraph {
  if (!isObject(doc)) throw new NotAWorkflowError('A ComfyUI workflow is a JSON object.');
  if (Array.isArray(doc.nodes)) return parseUi(doc, displayName);
  return parseApi(doc, displayName);
}

/** Where a link meets its node: output slots on the right edge, input slots on the left. */
export function slotPosition(node: GraphNode, slot: number, side: 'in' | 'out'): { x: number; y: number } {
  if (node.collapsed) return { x: side === 'in' ? node.x : node.x + collapsedWidth(node), y: node.y - TITLE_HEIGHT / 2 };
  return { x: side === 'in' ? node.x : node.x + node.width, y: node.y + SLOT_HEIGHT * (slot + 0.7) };
}

export function collapsedWidth(node: GraphNode): number {
  return Math.max(90, node.title.length * 7.5 + 40);
}

/** The box around every node and group, with a margin. */
export function graphBounds(graph: WorkflowGraph, margin = 40): { x: number; y: number; width: number; height: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const node of graph.nodes) {
    const width = node.collapsed ? collapsedWidth(node) : node.width;
    minX = Math.min(minX, node.x);
    minY = Math.min(minY, node.y - TITLE_HEIGHT);
    maxX = Math.max(maxX, node.x + width);
    maxY = Math.max(maxY, node.collapsed ? node.y : node.y + node.height);
  }
  for (const group of graph.groups) {
    minX = Math.min(minX, group.x);
    minY = Math.min(minY, group.y);
    maxX = Math.max(maxX, group.x + group.width);
    maxY = Math.max(maxY, group.y + group.height);
  }
  if (!Number.isFinite(minX)) return { x: 0, y: 0, width: 400, height: 300 };
  return { x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin };
}
