// ComfyUI's node definitions as GET /object_info answers them, and the widgets the frontend builds
// from one: which inputs are widgets, in which order, and which hidden values it saves beside them
// (the control after a seed, the upload buttons, a DynamicCombo's children).

/** `[type or list of choices, options]`, as in INPUT_TYPES. */
export type InputSpec = [string | unknown[], Record<string, unknown>?] | [string | unknown[]];

export interface NodeDef {
  name?: string;
  display_name?: string;
  input?: { required?: Record<string, InputSpec>; optional?: Record<string, InputSpec>; hidden?: Record<string, unknown> };
  input_order?: { required?: string[]; optional?: string[] };
  output?: (string | unknown[])[];
  output_name?: string[];
  category?: string;
  python_module?: string;
  deprecated?: boolean;
}

/** GET /object_info: node class → definition. */
export type ObjectInfo = Record<string, NodeDef>;

export type WidgetType = 'INT' | 'FLOAT' | 'STRING' | 'BOOLEAN' | 'COMBO';

export interface WidgetSpec {
  name: string;
  type: WidgetType;
  optional: boolean;
  /** The accepted choices of a combo (the user's files for a model or upload combo). */
  choices?: unknown[];
  min?: number;
  max?: number;
  /** A control_after_generate value ("fixed", "randomize"…) follows it in widgets_values; never sent. */
  control: boolean;
  /** Values the frontend saves after it for its upload button and player; never sent. */
  uploadExtras: number;
  upload?: 'image' | 'video' | 'audio';
  /** A DynamicCombo: the widgets of each choice, which follow it. */
  dynamic?: Record<string, WidgetSpec[]>;
}

export interface SocketSpec {
  name: string;
  /** The accepted types ("IMAGE", "*", "IMAGE,MASK"). */
  type: string;
  optional: boolean;
}

const PRIMITIVES = new Set(['INT', 'FLOAT', 'STRING', 'BOOLEAN']);
const DYNAMIC_COMBO = 'COMFY_DYNAMICCOMBO_V3';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const numberOr = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The inputs of a definition in the order the frontend builds them: required, then optional, each in input_order. */
function orderedInputs(input: NodeDef['input'], order: NodeDef['input_order']): { name: string; spec: InputSpec; optional: boolean }[] {
  const out: { name: string; spec: InputSpec; optional: boolean }[] = [];
  for (const group of ['required', 'optional'] as const) {
    const specs = input?.[group] ?? {};
    const names = order?.[group]?.filter((n) => n in specs) ?? [];
    for (const name of [...names, ...Object.keys(specs).filter((n) => !names.includes(n))]) {
      const spec = specs[name];
      if (Array.isArray(spec)) out.push({ name, spec, optional: group === 'optional' });
    }
  }
  return out;
}

function widgetOf(name: string, spec: InputSpec, optional: boolean): WidgetSpec | null {
  const [type, rawOptions] = spec;
  const options = isObject(rawOptions) ? rawOptions : {};
  if (options.forceInput === true) return null;
  const base = { name, optional, control: false, uploadExtras: 0 };
  if (Array.isArray(type)) return { ...base, type: 'COMBO', choices: type, ...uploadOf(options) };
  if (type === 'COMBO')
    return { ...base, type: 'COMBO', choices: Array.isArray(options.options) ? options.options : [], ...uploadOf(options) };
  if (type === DYNAMIC_COMBO) {
    const dynamic: Record<string, WidgetSpec[]> = {};
    for (const option of Array.isArray(options.options) ? options.options : []) {
      if (isObject(option) && typeof option.key === 'string')
        dynamic[option.key] = widgetSpecs({ input: option.inputs as NodeDef['input'] });
    }
    return { ...base, type: 'COMBO', choices: Object.keys(dynamic), dynamic };
  }
  if (!PRIMITIVES.has(type)) return null;
  const control =
    options.control_after_generate !== undefined
      ? options.control_after_generate !== false && options.control_after_generate !== null
      : type === 'INT' && (name === 'seed' || name === 'noise_seed');
  const min = numberOr(options.min);
  const max = numberOr(options.max);
  return { ...base, type: type as WidgetType, control, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

function uploadOf(options: Record<string, unknown>): Pick<WidgetSpec, 'upload' | 'uploadExtras'> {
  if (options.image_upload === true) return { upload: 'image', uploadExtras: 1 };
  if (options.video_upload === true) return { upload: 'video', uploadExtras: 1 };
  if (options.audio_upload === true) return { upload: 'audio', uploadExtras: 2 };
  return { uploadExtras: 0 };
}

/** The widgets of a definition, in the order of widgets_values. */
export function widgetSpecs(def: Pick<NodeDef, 'input' | 'input_order'>): WidgetSpec[] {
  return orderedInputs(def.input, def.input_order).flatMap(({ name, spec, optional }) => widgetOf(name, spec, optional) ?? []);
}

/** The inputs of a definition that take a link (sockets), widgets excluded. */
export function socketSpecs(def: Pick<NodeDef, 'input' | 'input_order'>): SocketSpec[] {
  return orderedInputs(def.input, def.input_order).flatMap(({ name, spec, optional }) => {
    if (widgetOf(name, spec, optional)) return [];
    return [{ name, type: Array.isArray(spec[0]) ? 'COMBO' : spec[0], optional }];
  });
}

/** Whether a link of type `from` may feed an input accepting `to` (ComfyUI's "*" and comma lists). */
export function typesMatch(from: string, to: string): boolean {
  if (from === '*' || to === '*' || from === to) return true;
  if (to.startsWith('COMFY_') && to.endsWith('_V3')) return true;
  const accepted = to.split(',').map((t) => t.trim());
  return from.split(',').some((t) => accepted.includes(t.trim()));
}

/** The pack a definition comes from: `custom_nodes.<pack>` (or a sub-module of it), else ComfyUI itself. */
export function packOfModule(module: string | undefined): string | null {
  const match = /^custom_nodes\.([^.]+)/.exec(module ?? '');
  return match ? match[1]! : null;
}
