// ComfyUI graphs in the UI format for the tests of every workspace, written a node at a time: a node's
// inputs as [name, type, link id], its outputs as [name, type, link ids]. The graph's link table
// ([id, from node, slot, to node, slot, type], as ComfyUI saves it) follows from the nodes' inputs.
export type UiInput = [name: string, type: string, link: number | null];
export type UiOutput = [name: string, type: string, links: number[]];

export interface UiNodeSpec {
  title?: string;
  /** Where the node stands on the canvas: x, y, width, height. */
  box: [number, number, number, number];
  /** 0 active, 2 muted, 4 bypassed. */
  mode?: number;
  inputs?: UiInput[];
  outputs?: UiOutput[];
  properties?: Record<string, unknown>;
  widgets?: unknown[];
}

export interface UiNode {
  id: number;
  type: string;
  title?: string;
  pos: [number, number];
  size: [number, number];
  mode: number;
  inputs?: { name: string; type: string; link: number | null }[];
  outputs?: { name: string; type: string; links: number[] }[];
  properties?: Record<string, unknown>;
  widgets_values?: unknown[];
}

export type UiLink = [id: number, fromNode: number, fromSlot: number, toNode: number, toSlot: number, type: string];

export function uiNode(id: number, type: string, { title, box, mode = 0, inputs, outputs, properties, widgets }: UiNodeSpec): UiNode {
  const [x, y, width, height] = box;
  const node: UiNode = { id, type, ...(title === undefined ? {} : { title }), pos: [x, y], size: [width, height], mode };
  if (inputs) node.inputs = inputs.map(([name, type, link]) => ({ name, type, link }));
  if (outputs) node.outputs = outputs.map(([name, type, links]) => ({ name, type, links }));
  if (properties) node.properties = properties;
  if (widgets) node.widgets_values = widgets;
  return node;
}

/** The links the nodes' inputs name, each from the output that lists it, in the order of their ids. */
function linksOf(nodes: UiNode[]): UiLink[] {
  const links: UiLink[] = [];
  for (const to of nodes) {
    for (const [toSlot, input] of (to.inputs ?? []).entries()) {
      if (input.link === null) continue;
      const from = nodes.find((node) => node.outputs?.some((output) => output.links.includes(input.link!)));
      if (!from) throw new Error(`No output lists link ${input.link}.`);
      const fromSlot = from.outputs!.findIndex((output) => output.links.includes(input.link!));
      links.push([input.link, from.id, fromSlot, to.id, toSlot, input.type]);
    }
  }
  return links.sort((a, b) => a[0] - b[0]);
}

/** A whole graph as ComfyUI saves it, its links derived from the nodes. */
export function uiGraph(nodes: UiNode[], groups: Record<string, unknown>[] = []) {
  const links = linksOf(nodes);
  return {
    last_node_id: Math.max(...nodes.map((node) => node.id)),
    last_link_id: Math.max(0, ...links.map((link) => link[0])),
    nodes,
    links,
    groups,
    config: {},
    extra: {},
    version: 0.4,
  };
}
