// The offline check's input: JSON the visitor saved from their ComfyUI's /object_info and, if they
// like, /system_stats (opened in the browser, then "Save page as"), read here and told apart.
import type { ObjectInfo } from 'comfy-engine';
import type { SystemStats } from './comfy-client.ts';

export interface SavedFiles {
  objectInfo: ObjectInfo | null;
  systemStats: SystemStats | null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isObjectInfo(value: unknown): value is ObjectInfo {
  if (!isObject(value)) return false;
  const nodes = Object.values(value);
  return nodes.length > 0 && nodes.every((node) => isObject(node) && isObject(node.input));
}

function isSystemStats(value: unknown): value is SystemStats {
  return isObject(value) && isObject(value.system) && Array.isArray(value.devices);
}

/** Adds one file's JSON to what was read; throws with a sentence when it is neither. */
export function readSavedFile(name: string, text: string, into: SavedFiles): SavedFiles {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new Error(
      `${name} is not JSON. Open http://127.0.0.1:8188/object_info (your ComfyUI's address) in the browser and save the page as a .json file.`,
    );
  }
  if (isObjectInfo(doc)) return { ...into, objectInfo: doc };
  if (isSystemStats(doc)) return { ...into, systemStats: doc };
  throw new Error(`${name} is neither ComfyUI's /object_info nor its /system_stats.`);
}
