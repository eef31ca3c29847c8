// The generated setup script, shown in full before it is saved (bash for Linux and macOS,
// PowerShell for the Windows portable build). Saving it runs nothing; the visitor reads and runs it.
import { useState } from 'react';
import { Button } from 'antd';
import { ChoiceButtons } from './ChoiceButtons.tsx';
import { DownloadOutlined } from '@ant-design/icons';

export type ScriptShell = 'bash' | 'powershell';

const FILE_NAMES: Record<ScriptShell, (slug: string) => string> = {
  bash: (slug) => `setup-${slug}.sh`,
  powershell: (slug) => `setup-${slug}.ps1`,
};

function save(text: string, fileName: string): void {
  const href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export function SetupScriptView({ slug, script, partial }: { slug: string; script: (shell: ScriptShell) => string; partial: boolean }) {
  const [shell, setShell] = useState<ScriptShell>('bash');
  const text = script(shell);
  return (
    <section className="comfy-script" aria-label="Setup script">
      <h4>Setup script</h4>
      <p className="comfy-check__hint">
        {partial
          ? 'It installs only what your ComfyUI lacks: '
          : 'It sets up everything this workflow needs (check your ComfyUI first to get only what is missing): '}
        it creates the model folders, downloads each model from its direct link and checks its size and SHA-256 where known, and installs
        each node pack at the version we tested. Read it first; saving it runs nothing.
      </p>
      <ChoiceButtons<ScriptShell>
        label="Script for"
        value={shell}
        onChange={setShell}
        options={[
          { value: 'bash', label: 'bash (Linux, macOS)' },
          { value: 'powershell', label: 'PowerShell (Windows portable)' },
        ]}
      />
      <pre className="comfy-script__text" data-testid="setup-script" tabIndex={0} aria-label={`${shell} setup script`}>
        {text}
      </pre>
      <div className="comfy-script__save">
        <Button icon={<DownloadOutlined />} onClick={() => save(text, FILE_NAMES[shell](slug))}>
          Download the script
        </Button>
        <span className="comfy-check__hint">Saved as {FILE_NAMES[shell](slug)}</span>
      </div>
    </section>
  );
}
