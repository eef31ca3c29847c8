// What makes a JSON document a ComfyUI workflow: the UI format (a `nodes` array of typed nodes and a
// `links` array) or the API prompt format ({"<node id>": {class_type, inputs}, …}).
export type WorkflowFormat = 'ui' | 'api';

export interface WorkflowCheck {
  format: WorkflowFormat;
  /** Node class names, in order of first appearance. */
  nodeTypes: string[];
}

export class NotAWorkflowError extends Error {}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkUi(doc: Record<string, unknown>): WorkflowCheck {
  const nodes = doc.nodes as unknown[];
  if (!Array.isArray(doc.links)) throw new NotAWorkflowError('A ComfyUI workflow needs a "links" array beside its "nodes".');
  if (nodes.length === 0) throw new NotAWorkflowError('The workflow has no nodes.');
  const types: string[] = [];
  nodes.forEach((node, index) => {
    if (!isObject(node) || typeof node.type !== 'string' || !node.type || (typeof node.id !== 'number' && typeof node.id !== 'string')) {
      throw new NotAWorkflowError(`Node ${index + 1} needs an id and a type.`);
    }
    types.push(node.type);
  });
  return { format: 'ui', nodeTypes: [...new Set(types)] };
}

function checkApi(doc: Record<string, unknown>): WorkflowCheck {
  const entries = Object.values(doc);
  if (entries.length === 0) throw new NotAWorkflowError('The workflow has no nodes.');
  const types: string[] = [];
  for (const node of entries) {
    if (!isObject(node) || typeof node.class_type !== 'string' || !node.class_type || !isObject(node.inputs)) {
      throw new NotAWorkflowError('Every node of an API-format workflow needs a class_type and inputs.');
    }
    types.push(node.class_type);
  }
  return { format: 'api', nodeTypes: [...new Set(types)] };
}

/** Checks a parsed JSON value; NotAWorkflowError says what is missing. */
export function checkWorkflow(doc: unknown): WorkflowCheck {
  if (!isObject(doc)) throw new NotAWorkflowError('A ComfyUI workflow is a JSON object.');
  if (Array.isArray(doc.nodes)) return checkUi(doc);
  if ('nodes' in doc || 'links' in doc) throw new NotAWorkflowError('A ComfyUI workflow needs "nodes" and "links" arrays.');
  return checkApi(doc);
}

export class BadJsonError extends Error {}

/** How deep a workflow file's values may nest (ComfyUI's own files, subgraphs included, stay below 20). */
const MAX_DEPTH = 64;

/** Whether arrays and objects nest deeper than `limit` in `value` (without recursion: any depth is safe to measure). */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Parses and checks a workflow file's bytes. */
export function parseWorkflowFile(bytes: Buffer): WorkflowCheck {
  let doc: unknown;
  try {
    doc = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new BadJsonError(`The workflow file is not valid JSON (${error instanceof Error ? error.message : String(error)}).`);
  }
  // Deeper values would overflow the stack of the checks that walk them (a 500 instead of an answer).
  if (nestsDeeperThan(doc, MAX_DEPTH)) throw new BadJsonError(`The workflow file nests values more than ${MAX_DEPTH} levels deep.`);
  return checkWorkflow(doc);
}
