// The start flag that lets this site talk to ComfyUI, for the portable build, the desktop app and
// `python main.py`, each with a copy button; and what the browser's local-network prompt means.
import { useState } from 'react';
import { Typography } from 'antd';
import { ChoiceButtons } from './ChoiceButtons.tsx';
import { startInstructions, type StartInstruction } from './start-flags.ts';

export function StartFlags({ origin, needsListen }: { origin: string; needsListen: boolean }) {
  const [install, setInstall] = useState<StartInstruction['key']>('portable');
  const steps = startInstructions(origin, needsListen);
  const step = steps.find((s) => s.key === install) ?? steps[0]!;
  return (
    <div className="comfy-start-flags">
      <p className="comfy-check__hint">
        ComfyUI answers other sites only when started with <code>--enable-cors-header {origin}</code>. Your browser may then ask whether
        this site may reach apps on your device or network: choose Allow (Block makes every check fail until you change it in the site
        settings).
      </p>
      <ChoiceButtons<StartInstruction['key']>
        label="How you installed ComfyUI"
        value={install}
        onChange={setInstall}
        options={steps.map((s) => ({ value: s.key, label: s.label }))}
      />
      <div className="comfy-start">
        <p>{step.how}</p>
        <Typography.Paragraph className="comfy-start__line" copyable={{ text: step.line, tooltips: ['Copy', 'Copied'] }}>
          <code data-testid={`start-line-${step.key}`}>{step.line}</code>
        </Typography.Paragraph>
      </div>
    </div>
  );
}
