import { describe, expect, it } from '@jest/globals';
import type { ApiPrompt } from 'comfy-engine';
import type { RunField } from './run-fields.ts';
import { promptText, settingsText } from './share-output.ts';

const prompt: ApiPrompt = {
  '3': {
    class_type: 'KSampler',
    inputs: { seed: 421337, steps: 28, cfg: 4.5, sampler_name: 'euler', scheduler: 'normal', denoise: 1, model: ['4', 0] },
    _meta: { title: 'KSampler' },
  },
  '5': { class_type: 'EmptyLatentImage', inputs: { width: 1024, height: 768, batch_size: 1 }, _meta: { title: 'Empty Latent Image' } },
  '6': { class_type: 'CLIPTextEncode', inputs: { text: 'a lighthouse at dusk', clip: ['4', 1] }, _meta: { title: 'Positive' } },
  '7': { class_type: 'CLIPTextEncode', inputs: { text: 'blurry, text', clip: ['4', 1] }, _meta: { title: 'Negative' } },
};
const text = (nodeId: string): RunField => ({ nodeId, input: 'text', kind: 'text', label: `#${nodeId} · text`, value: '' });

describe('sharing a run’s output', () => {
  it('fills the prompt from the run’s text prompts: one as it is, several under their nodes’ titles', () => {
    expect(promptText([text('6')], prompt)).toBe('a lighthouse at dusk');
    expect(promptText([text('6'), text('7')], prompt)).toBe('Positive: a lighthouse at dusk\nNegative: blurry, text');
  });

  it('fills the settings from the queued prompt, each once, links left out', () => {
    expect(settingsText(prompt)).toBe(
      'steps 28 · cfg 4.5 · sampler euler · scheduler normal · denoise 1 · seed 421337 · width 1024 · height 768',
    );
  });
});
