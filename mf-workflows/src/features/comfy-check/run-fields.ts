// What a visitor may change before queueing: the text prompts (multi-line text widgets), the seeds
// (an INT with a control after it, or named seed) and the input images (an image upload widget).
import { isLink, widgetSpecs, type ApiPrompt, type ObjectInfo } from 'comfy-engine';

export interface RunField {
  nodeId: string;
  input: string;
  kind: 'text' | 'seed' | 'image';
  label: string;
  value: string | number;
}

function isMultiline(options: unknown): boolean {
  return typeof options === 'object' && options !== null && (options as { multiline?: unknown }).multiline === true;
}

export function runFields(prompt: ApiPrompt, objectInfo: ObjectInfo): RunField[] {
  const fields: RunField[] = [];
  const ids = Object.keys(prompt).sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
  for (const nodeId of ids) {
    const node = prompt[nodeId]!;
    const def = objectInfo[node.class_type];
    if (!def) continue;
    for (const spec of widgetSpecs(def)) {
      const value = node.inputs[spec.name];
      if (value === undefined || isLink(value)) continue;
      const raw = def.input?.required?.[spec.name] ?? def.input?.optional?.[spec.name];
      const label = `${node._meta.title} · ${spec.name}`;
      if (spec.type === 'STRING' && typeof value === 'string' && isMultiline(raw?.[1])) {
        fields.push({ nodeId, input: spec.name, kind: 'text', label, value });
      } else if (spec.type === 'INT' && typeof value === 'number' && (spec.control || /seed/i.test(spec.name))) {
        fields.push({ nodeId, input: spec.name, kind: 'seed', label, value });
      } else if (spec.upload === 'image' && typeof value === 'string') {
        fields.push({ nodeId, input: spec.name, kind: 'image', label, value });
      }
    }
  }
  return fields;
}

/** The prompt with the visitor's values put in (the images as the names ComfyUI gave their uploads). */
export function withValues(prompt: ApiPrompt, values: Record<string, string | number>): ApiPrompt {
  const next: ApiPrompt = structuredClone(prompt);
  for (const [key, value] of Object.entries(values)) {
    const [nodeId, input] = key.split('\u0000') as [string, string];
    const node = next[nodeId];
    if (node) node.inputs[input] = value;
  }
  return next;
}

export const fieldKey = (field: Pick<RunField, 'nodeId' | 'input'>): string => `${field.nodeId}\u0000${field.input}`;
