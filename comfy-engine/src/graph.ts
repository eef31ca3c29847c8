// A saved UI-format workflow ({nodes, links}) read into plain nodes and links.

export interface GraphInput {
  name: string;
  type: string;
  link: number | null;
  /** Set when the input stands for a widget (a widget converted to a socket). */
  widget?: string;
}

export interface GraphNode {
  id: string;
  type: string;
  title?: string;
  /** 0 always, 2 never (muted), 4 bypass. */
  mode: number;
  widgets: unknown;
  inputs: GraphInput[];
  outputs: { name: string; type: string; links: number[] }[];
  properties: Record<string, unknown>;
}

export interface GraphLink {
  id: number;
  origin: string;
  originSlot: number;
  target: string;
  targetSlot: number;
  type: string;
}

export interface Graph {
  nodes: GraphNode[];
  links: GraphLink[];
}

export const MODE_MUTED = 2;
export const MODE_BYPASS = 4;
/** Nodes that exist only in the frontend and are never sent. */
export const NOTE_TYPES = new Set(['Note', 'MarkdownNote']);
export const FRONTEND_ONLY_TYPES = new Set([...NOTE_TYPES, 'Reroute', 'PrimitiveNode']);

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a parsed document is a UI-format workflow. */
export function isUiWorkflow(doc: unknown): doc is Record<string, unknown> & { nodes: unknown[] } {
  return isObject(doc) && Array.isArray(doc.nodes);
}

function readLink(link: unknown): GraphLink | null {
  // [id, origin node, origin slot, target node, target slot, type] or {id, origin_id, …}
  const l = Array.isArray(link)
    ? { id: link[0], origin: link[1], originSlot: link[2], target: link[3], targetSlot: link[4], type: link[5] }
    : isObject(link)
      ? {
          id: link.id,
          origin: link.origin_id,
          originSlot: link.origin_slot,
          target: link.target_id,
          targetSlot: link.target_slot,
          type: link.type,
        }
      : null;
  if (!l || typeof l.id !== 'number') return null;
  return {
    id: l.id,
    origin: String(l.origin),
    originSlot: Number(l.originSlot),
    target: String(l.target),
    targetSlot: Number(l.targetSlot),
    type: String(l.type ?? '*'),
  };
}

export function readNodes(nodes: unknown[]): GraphNode[] {
  return nodes.filter(isObject).map((node) => ({
    id: String(node.id),
    type: String(node.type),
    ...(typeof node.title === 'string' ? { title: node.title } : {}),
    mode: typeof node.mode === 'number' ? node.mode : 0,
    widgets: node.widgets_values ?? [],
    inputs: Array.isArray(node.inputs)
      ? node.inputs.filter(isObject).map((i) => ({
          name: String(i.name),
          type: String(i.type ?? '*'),
          link: typeof i.link === 'number' ? i.link : null,
          ...(isObject(i.widget) && typeof i.widget.name === 'string' ? { widget: i.widget.name } : {}),
        }))
      : [],
    outputs: Array.isArray(node.outputs)
      ? node.outputs.filter(isObject).map((o) => ({
          name: String(o.name ?? ''),
          type: String(o.type ?? '*'),
          links: Array.isArray(o.links) ? o.links.filter((l): l is number => typeof l === 'number') : [],
        }))
      : [],
    properties: isObject(node.properties) ? node.properties : {},
  }));
}

/** Reads the top-level graph of a UI workflow; `rawLinks` that are not links are returned apart. */
export function readGraph(doc: { nodes: unknown[]; links?: unknown }): Graph & { badLinks: unknown[] } {
  const links: GraphLink[] = [];
  const badLinks: unknown[] = [];
  for (const raw of Array.isArray(doc.links) ? doc.links : []) {
    const link = readLink(raw);
    if (link) links.push(link);
    else badLinks.push(raw);
  }
  return { nodes: readNodes(doc.nodes), links, badLinks };
}

/** The node types a workflow (UI or API format, subgraphs included) sends to ComfyUI, frontend-only nodes left out. */
export function graphNodeTypes(doc: unknown): string[] {
  const types: string[] = [];
  if (isUiWorkflow(doc)) {
    const subgraphs =
      isObject(doc.definitions) && Array.isArray(doc.definitions.subgraphs) ? doc.definitions.subgraphs.filter(isObject) : [];
    const subgraphIds = new Set(subgraphs.map((s) => String(s.id)));
    for (const nodes of [doc.nodes, ...subgraphs.map((s) => (Array.isArray(s.nodes) ? s.nodes : []))]) {
      for (const node of readNodes(nodes)) if (!FRONTEND_ONLY_TYPES.has(node.type) && !subgraphIds.has(node.type)) types.push(node.type);
    }
  } else if (isObject(doc)) {
    for (const node of Object.values(doc)) if (isObject(node) && typeof node.class_type === 'string') types.push(node.class_type);
  }
  return [...new Set(types)];
}
