// Sharing a run's output in one step: the image read from the visitor's ComfyUI (/view, through the
// same client), with the prompt and settings of the run prefilled from the prompt as it was queued.
// The member can still edit both before sharing; nothing else of the run leaves their browser.
import type { ApiPrompt } from 'comfy-engine';
import { RESULT_LIMITS } from 'contracts/limits';
import type { ShareDraft } from '../results/index.ts';
import type { ComfyClient, OutputImage } from './comfy-client.ts';
import type { RunField } from './run-fields.ts';

/** The sampler settings worth repeating, in the order they are written. */
const SETTINGS: [input: string, label: string][] = [
  ['steps', 'steps'],
  ['cfg', 'cfg'],
  ['guidance', 'guidance'],
  ['sampler_name', 'sampler'],
  ['scheduler', 'scheduler'],
  ['denoise', 'denoise'],
  ['seed', 'seed'],
  ['noise_seed', 'seed'],
  ['width', 'width'],
  ['height', 'height'],
];

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

/** The text prompts the run used: one alone as it is, several each under its node's title. */
export function promptText(fields: RunField[], prompt: ApiPrompt): string {
  const texts = fields
    .filter((field) => field.kind === 'text')
    .map((field) => ({
      title: prompt[field.nodeId]?._meta.title ?? field.label,
      text: String(prompt[field.nodeId]?.inputs[field.input] ?? ''),
    }))
    .filter(({ text }) => text.trim() !== '');
  const text = texts.length === 1 ? texts[0]!.text : texts.map(({ title, text: value }) => `${title}: ${value}`).join('\n');
  return text.slice(0, RESULT_LIMITS.prompt);
}

/** "steps 28 · cfg 4.5 · sampler euler · seed 421337": each setting once, from the nodes that have it. */
export function settingsText(prompt: ApiPrompt): string {
  const found = new Map<string, string>();
  for (const node of Object.values(prompt)) {
    for (const [input, label] of SETTINGS) {
      const value = node.inputs[input];
      if (!found.has(label) && (typeof value === 'number' || typeof value === 'string') && value !== '') found.set(label, String(value));
    }
  }
  return [...found]
    .map(([label, value]) => `${label} ${value}`)
    .join(' · ')
    .slice(0, RESULT_LIMITS.settings);
}

/** The output image as a file to share, its prompt and settings filled in. */
export async function shareDraft(client: ComfyClient, image: OutputImage, fields: RunField[], prompt: ApiPrompt): Promise<ShareDraft> {
  const blob = await client.viewImage(image);
  const type = TYPES[image.filename.split('.').at(-1)?.toLowerCase() ?? ''] ?? blob.type;
  return { file: new File([blob], image.filename, { type }), prompt: promptText(fields, prompt), settings: settingsText(prompt) };
}
