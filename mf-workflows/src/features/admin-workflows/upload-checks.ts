// The checks the upload form runs before sending, the same the server runs (the metadata's limits
// come from contracts; the files' checks mirror api/src/features/workflows: upload.ts, comfy.ts,
// images.ts) with the same messages. The server also runs the workflow check against its node
// snapshot; its reasons come back in the 400 answer.

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const THUMBNAIL_ACCEPT = '.png,.jpg,.jpeg,.webp,.gif,.svg,image/png,image/jpeg,image/webp,image/gif,image/svg+xml';

const ACCEPTED_IMAGE = 'The thumbnail must be a PNG, JPEG, WebP, GIF or SVG image.';

/** The bytes of a chosen file (FileReader: what every browser, and jsdom, has). */
function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why a parsed document is not a ComfyUI workflow (UI or API format), or null when it is one. */
export function workflowShapeProblem(doc: unknown): string | null {
  if (!isObject(doc)) return 'A ComfyUI workflow is a JSON object.';
  if (Array.isArray(doc.nodes)) {
    if (!Array.isArray(doc.links)) return 'A ComfyUI workflow needs a "links" array beside its "nodes".';
    if (doc.nodes.length === 0) return 'The workflow has no nodes.';
    const bad = doc.nodes.findIndex(
      (node) =>
        !isObject(node) || typeof node.type !== 'string' || !node.type || (typeof node.id !== 'number' && typeof node.id !== 'string'),
    );
    return bad === -1 ? null : `Node ${bad + 1} needs an id and a type.`;
  }
  if ('nodes' in doc || 'links' in doc) return 'A ComfyUI workflow needs "nodes" and "links" arrays.';
  const nodes = Object.values(doc);
  if (nodes.length === 0) return 'The workflow has no nodes.';
  const valid = nodes.every((node) => isObject(node) && typeof node.class_type === 'string' && node.class_type && isObject(node.inputs));
  return valid ? null : 'Every node of an API-format workflow needs a class_type and inputs.';
}

/** What is wrong with a chosen workflow file, or null. */
export async function workflowFileProblem(file: File): Promise<string | null> {
  if (!/\.json$/i.test(file.name)) return 'Choose the workflow as a .json file (ComfyUI: Workflow → Export).';
  if (file.size === 0) return 'The workflow file is empty.';
  if (file.size > MAX_FILE_BYTES) return 'The workflow file is larger than 5 MB.';
  let doc: unknown;
  try {
    doc = JSON.parse(new TextDecoder().decode(await readBytes(file)).replace(/^\uFEFF/, ''));
  } catch (error) {
    return `The workflow file is not valid JSON (${error instanceof Error ? error.message : String(error)}).`;
  }
  const problem = workflowShapeProblem(doc);
  return problem && `This does not look like a ComfyUI workflow: ${problem}`;
}

function startsWith(bytes: Uint8Array, signature: number[] | string, offset = 0): boolean {
  const expected = typeof signature === 'string' ? [...signature].map((c) => c.charCodeAt(0)) : signature;
  return bytes.length >= offset + expected.length && expected.every((b, i) => bytes[offset + i] === b);
}

/** What is wrong with a chosen thumbnail (recognised by its bytes, as the server does), or null. */
export async function thumbnailProblem(file: File): Promise<string | null> {
  if (file.size === 0) return 'The thumbnail file is empty.';
  if (file.size > MAX_FILE_BYTES) return 'The thumbnail is larger than 5 MB.';
  const bytes = await readBytes(file);
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, 'GIF87a') ||
    startsWith(bytes, 'GIF89a') ||
    (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8))
  ) {
    return null;
  }
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
  const prolog = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
  if (!prolog.test(text) || !/<\/svg\s*>\s*$/i.test(text)) return ACCEPTED_IMAGE;
  if (/<script|<foreignObject|\son[a-z]+\s*=|javascript:/i.test(text)) {
    return 'The SVG thumbnail must not contain scripts, event handlers or embedded HTML.';
  }
  return null;
}
