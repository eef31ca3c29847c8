// ComfyUI's validation answer (400 with `error` and per-node `node_errors`) in words a creator can
// act on: which node, which input, what it is set to and what to do.
import type { NodeError, PromptRejectedError } from './comfy-client.ts';

type Validation = NodeError['errors'][number];

function choicesOf(error: Validation): string | null {
  const config = error.extra_info?.input_config;
  const list = Array.isArray(config) && Array.isArray(config[0]) ? (config[0] as unknown[]).map(String) : null;
  if (!list) return null;
  if (list.length === 0) return 'it has no choices (no file of that kind is installed)';
  return `it offers ${list
    .slice(0, 5)
    .map((c) => `"${c}"`)
    .join(', ')}${list.length > 5 ? ` and ${list.length - 5} more` : ''}`;
}

/** One validation error as a sentence. */
export function describeValidation(error: Validation): string {
  const input = error.extra_info?.input_name ?? error.details.split(':')[0] ?? 'an input';
  const received = error.extra_info?.received_value;
  const value = received === undefined ? '' : ` "${String(received)}"`;
  switch (error.type) {
    case 'required_input_missing':
      return `"${input}" has nothing connected and no value: connect it or set it.`;
    case 'value_not_in_list': {
      const choices = choicesOf(error);
      return /\.(safetensors|ckpt|pt|pth|bin|gguf|sft)$/i.test(String(received ?? ''))
        ? `"${input}" names the file${value}, which your ComfyUI does not have: put it in the models folder the checklist names, or choose one you have.`
        : `"${input}" is set to${value}, which your ComfyUI does not offer${choices ? ` (${choices})` : ''}: update ComfyUI or pick one it offers.`;
    }
    case 'value_bigger_than_max':
      return `"${input}" is too large (${error.details}): lower it.`;
    case 'value_smaller_than_min':
      return `"${input}" is too small (${error.details}): raise it.`;
    case 'invalid_input_type':
    case 'return_type_mismatch':
      return `"${input}" is connected to an output of the wrong kind (${error.details}): this usually means a node pack of another version; update it.`;
    case 'exception_during_inner_validation':
    case 'exception_during_validation':
      return `ComfyUI could not check "${input}": ${error.details || error.message}.`;
    default:
      return `${error.message}${error.details ? `: ${error.details}` : ''}.`;
  }
}

/** Per node id, the sentences to draw on the graph. */
export function nodeErrorLines(rejection: PromptRejectedError): Record<string, string[]> {
  return Object.fromEntries(Object.entries(rejection.nodeErrors).map(([id, entry]) => [id, entry.errors.map(describeValidation)]));
}

/** The answer's own message, when it is not about single inputs (a missing node type, no outputs). */
export function promptErrorSentence(rejection: PromptRejectedError): string {
  const { type, message, details } = rejection.error;
  switch (type) {
    case 'missing_node_type':
      return `${message} Install the node pack the checklist names, restart ComfyUI and check again.`;
    case 'prompt_no_outputs':
      return 'The workflow has no output node (Save Image, Preview Image…) that ComfyUI would run.';
    case 'prompt_outputs_failed_validation':
      return 'ComfyUI refused the workflow. The marked nodes on the graph say what to change.';
    default:
      return `${message}${details ? `: ${details}` : ''}`;
  }
}
