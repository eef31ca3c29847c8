// The node snapshot (the API's comfy-nodes.json, written by scripts/comfy-node-snapshot.py from the
// Python source of ComfyUI and the catalogue's packs) and its adapter to the shape of ComfyUI's
// GET /object_info, so the conversion and the checks run on either.
import type { InputSpec, NodeDef, ObjectInfo } from './object-info.ts';

export type Unresolved = { unresolved: string };
export type SnapshotValue = string | number | boolean | null | Unresolved;

export interface SnapshotInput {
  name: string;
  type: string | Unresolved;
  optional?: boolean;
  options?: SnapshotValue[] | Unresolved;
  /** The choices are the user's files in this models/ folder. */
  files?: string;
  /** Fixed choices offered beside the files (e.g. "None"). */
  extra_options?: SnapshotValue[];
  /** The choices are the user's uploaded input files (image, video, audio). */
  input_files?: 'image' | 'video' | 'audio';
  default?: SnapshotValue | SnapshotValue[];
  min?: SnapshotValue;
  max?: SnapshotValue;
  step?: SnapshotValue;
  control_after_generate?: SnapshotValue;
  /** A DynamicCombo: the widgets each choice brings after the combo. */
  dynamic?: Record<string, SnapshotInput[]>;
  forceInput?: SnapshotValue;
  socketless?: SnapshotValue;
}

export interface SnapshotNode {
  pack: string;
  inputs?: SnapshotInput[];
  deprecated?: boolean;
  replaced_by?: string;
  /** Set when static parsing could not read the node's inputs; the widgets are then not checked. */
  unresolved?: string;
}

export interface SnapshotSource {
  pack: string;
  commit: string | null;
  version?: string;
  nodes: number;
}

export interface NodeSnapshot {
  sources: SnapshotSource[];
  nodes: Record<string, SnapshotNode>;
}

/** The pack id of ComfyUI itself in the snapshot. */
export const CORE_PACK = 'comfy-core';

export const isUnresolved = (v: unknown): v is Unresolved => typeof v === 'object' && v !== null && 'unresolved' in v;

const UPLOAD_FLAG = { image: 'image_upload', video: 'video_upload', audio: 'audio_upload' } as const;
const COPIED_OPTIONS = ['default', 'min', 'max', 'step', 'control_after_generate', 'forceInput', 'socketless'] as const;

function toSpec(input: SnapshotInput): InputSpec {
  const options: Record<string, unknown> = {};
  for (const key of COPIED_OPTIONS) if (input[key] !== undefined && !isUnresolved(input[key])) options[key] = input[key];
  if (isUnresolved(input.type)) return ['*', options];
  if (input.type !== 'COMBO') return [input.type, options];
  if (input.input_files) options[UPLOAD_FLAG[input.input_files]] = true;
  if (input.dynamic) {
    options.options = Object.entries(input.dynamic).map(([key, children]) => ({ key, inputs: toInputs(children) }));
    return ['COMFY_DYNAMICCOMBO_V3', options];
  }
  // Model-file and upload combos list the user's own files, which a snapshot cannot know.
  const choices = input.files || input.input_files ? (input.extra_options ?? []) : input.options;
  options.options = Array.isArray(choices) ? choices : [];
  return ['COMBO', options];
}

function toInputs(inputs: SnapshotInput[]): NonNullable<NodeDef['input']> {
  const required: Record<string, InputSpec> = {};
  const optional: Record<string, InputSpec> = {};
  for (const input of inputs) (input.optional ? optional : required)[input.name] = toSpec(input);
  return { required, optional };
}

/** The snapshot in the shape of GET /object_info. The snapshot does not record outputs, so `output` is
 * empty; a link's type is then read from the workflow's own output slot. */
export function snapshotToObjectInfo(snapshot: NodeSnapshot): ObjectInfo {
  const info: ObjectInfo = {};
  for (const [name, node] of Object.entries(snapshot.nodes)) {
    const inputs = node.inputs ?? [];
    info[name] = {
      name,
      display_name: name,
      input: toInputs(inputs),
      input_order: {
        required: inputs.filter((i) => !i.optional).map((i) => i.name),
        optional: inputs.filter((i) => i.optional).map((i) => i.name),
      },
      output: [],
      output_name: [],
      python_module: node.pack === CORE_PACK ? 'nodes' : `custom_nodes.${node.pack}`,
      deprecated: node.deprecated ?? false,
    };
  }
  return info;
}
