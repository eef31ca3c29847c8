// "Queue on my ComfyUI": the workflow turned into ComfyUI's prompt in the browser (the engine's
// conversion against the visitor's own node definitions), its text prompts, seeds and input images
// editable, then queued and followed: a progress bar, the running node on the graph, the output
// images from /view, each shareable on the site in one step (signed-in members); a refusal is drawn
// on the graph node by node.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Input, InputNumber, Progress } from 'antd';
import { PlayCircleOutlined, ShareAltOutlined } from '@ant-design/icons';
import { errorMessage, useSession } from 'shared';
import { convertWorkflow, withFoundModels, type ApiPrompt, type Checklist, type ObjectInfo } from 'comfy-engine';
import type { GraphOverlay } from '../catalog/index.ts';
import { SHARED_MESSAGE, ShareResultDialog, type ShareDraft } from '../results/index.ts';
import { PromptRejectedError, type ComfyClient, type OutputImage } from './comfy-client.ts';
import { nodeErrorLines, promptErrorSentence } from './node-error-words.ts';
import { runFraction } from './prompt-progress.ts';
import { fieldKey, runFields, withValues } from './run-fields.ts';
import { shareDraft } from './share-output.ts';
import { SPINNER_DELAY } from './spinner-delay.ts';
import { useComfyRun } from './use-comfy-run.ts';

function conversionOf(doc: unknown, objectInfo: ObjectInfo): { prompt: ApiPrompt; unknownTypes: string[] } | { error: string } {
  try {
    return convertWorkflow(doc, objectInfo);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

const newSeed = () => Math.floor(Math.random() * 2 ** 48);

interface QueueRunProps {
  /** The workflow being run: its outputs can be shared under it. */
  workflow: { id: number; title: string };
  client: ComfyClient;
  doc: unknown;
  objectInfo: ObjectInfo;
  /** The check's result: a model it found in a sub-folder is sent under the name ComfyUI lists. */
  checklist: Checklist | null;
  onOverlay: (overlay: GraphOverlay | null) => void;
}

const imageKey = (image: OutputImage) => `${image.type}/${image.subfolder}/${image.filename}`;

export function QueueRun({ workflow, client, doc, objectInfo, checklist, onOverlay }: QueueRunProps) {
  const { currentUser } = useSession();
  const conversion = useMemo(() => conversionOf(doc, objectInfo), [doc, objectInfo]);
  const prompt = 'prompt' in conversion ? conversion.prompt : null;
  const fields = useMemo(() => (prompt ? runFields(prompt, objectInfo) : []), [prompt, objectInfo]);
  const [values, setValues] = useState<Record<string, string | number>>({});
  const [files, setFiles] = useState<Record<string, File>>({});
  const { queue, run, images } = useComfyRun(client);
  /** The prompt as queued, with the member's values: what a shared output was made with. */
  const [queued, setQueued] = useState<ApiPrompt | null>(null);
  const [fetching, setFetching] = useState<string | null>(null);
  const [draft, setDraft] = useState<ShareDraft | null>(null);
  const [shareNote, setShareNote] = useState<{ ok: boolean; text: string } | null>(null);
  const rejection = queue.error instanceof PromptRejectedError ? queue.error : null;

  const overlay = useMemo((): GraphOverlay | null => {
    if (rejection) return { errors: nodeErrorLines(rejection) };
    if (!run) return null;
    return {
      running: run.running,
      finished: run.finished,
      errors: run.error?.node ? { [run.error.node]: [run.error.message] } : undefined,
    };
  }, [rejection, run]);
  useEffect(() => onOverlay(overlay), [onOverlay, overlay]);
  useEffect(() => () => onOverlay(null), [onOverlay]);

  if ('error' in conversion)
    return <Alert type="warning" showIcon title={`This workflow cannot be queued from here: ${conversion.error}`} />;
  if (conversion.unknownTypes.length > 0) {
    return (
      <p className="comfy-check__hint">
        Queueing needs every node type installed first; your ComfyUI lacks {conversion.unknownTypes.join(', ')} (see the checklist).
      </p>
    );
  }

  const value = (key: string, fallback: string | number) => values[key] ?? fallback;
  const submit = () => {
    setQueued(withValues(conversion.prompt, values));
    setShareNote(null);
    queue.mutate({
      prompt: conversion.prompt,
      images: files,
      apply: (base, uploaded) => withValues(checklist ? withFoundModels(base, checklist) : base, { ...values, ...uploaded }),
    });
  };
  const shareOutput = (image: OutputImage) => {
    setFetching(imageKey(image));
    setShareNote(null);
    shareDraft(client, image, fields, queued ?? conversion.prompt)
      .then(
        (ready) => setDraft(ready),
        (error: unknown) => setShareNote({ ok: false, text: `The image could not be read from your ComfyUI: ${errorMessage(error)}` }),
      )
      .finally(() => setFetching(null));
  };
  const titleOf = (id: string | null) => (id ? `${prompt?.[id]?._meta.title ?? 'node'} (#${id})` : '');
  const percent = run ? Math.round(runFraction(run, Object.keys(conversion.prompt).length) * 100) : 0;

  return (
    <section className="comfy-run" aria-label="Queue on my ComfyUI">
      <h4>Queue on my ComfyUI</h4>
      <div className="comfy-run__fields">
        {fields.map((field) => {
          const key = fieldKey(field);
          const id = `comfy-field-${field.nodeId}-${field.input}`;
          return (
            <div key={key} className="comfy-run__field">
              <label htmlFor={id}>{field.label}</label>
              {field.kind === 'text' && (
                <Input.TextArea
                  id={id}
                  autoSize={{ minRows: 2, maxRows: 8 }}
                  value={String(value(key, field.value))}
                  onChange={(e) => setValues({ ...values, [key]: e.target.value })}
                />
              )}
              {field.kind === 'seed' && (
                <div className="comfy-run__seed">
                  <InputNumber
                    id={id}
                    min={0}
                    style={{ width: '100%' }}
                    value={Number(value(key, field.value))}
                    onChange={(v) => setValues({ ...values, [key]: v ?? 0 })}
                  />
                  <Button onClick={() => setValues({ ...values, [key]: newSeed() })}>New seed</Button>
                </div>
              )}
              {field.kind === 'image' && (
                <>
                  <input
                    id={id}
                    type="file"
                    accept="image/*"
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      const next = { ...files };
                      if (file) next[key] = file;
                      else delete next[key];
                      setFiles(next);
                    }}
                  />
                  <span className="comfy-check__hint">
                    {files[key]
                      ? `${files[key].name} is uploaded to your ComfyUI's input folder when you queue.`
                      : `Now: ${String(field.value)} (must be in your ComfyUI's input folder).`}
                  </span>
                </>
              )}
            </div>
          );
        })}
      </div>
      <Button type="primary" icon={<PlayCircleOutlined />} loading={queue.isPending && SPINNER_DELAY} onClick={submit}>
        Queue on my ComfyUI
      </Button>
      {rejection && (
        <Alert
          className="comfy-run__alert"
          type="error"
          showIcon
          title={promptErrorSentence(rejection)}
          description={
            Object.keys(rejection.nodeErrors).length > 0 && (
              <ul className="comfy-run__errors" data-testid="node-errors">
                {Object.entries(nodeErrorLines(rejection)).map(([id, lines]) => (
                  <li key={id}>
                    <strong>{titleOf(id)}</strong>: {lines.join(' ')}
                  </li>
                ))}
              </ul>
            )
          }
        />
      )}
      {queue.error && !rejection && <Alert className="comfy-run__alert" type="error" showIcon title={queue.error.message} />}
      {run && (
        <div className="comfy-run__progress" aria-live="polite">
          <Progress
            percent={percent}
            status={run.status === 'failed' ? 'exception' : run.status === 'done' ? 'success' : 'active'}
            aria-label="Run progress"
          />
          <p data-testid="run-status">
            {run.status === 'waiting' && 'Queued: waiting for ComfyUI to start it…'}
            {run.status === 'running' &&
              `Running ${titleOf(run.running)}${run.steps ? `: step ${run.steps.value} of ${run.steps.max}` : ''}…`}
            {run.status === 'done' && 'Done.'}
            {run.status === 'failed' && `Stopped at ${titleOf(run.error?.node ?? null) || 'a node'}: ${run.error?.message ?? ''}`}
          </p>
        </div>
      )}
      {images.length > 0 && (
        <div className="comfy-run__images">
          {images.map((image, i) => (
            <figure key={imageKey(image)} className="comfy-run__output">
              <a href={client.viewUrl(image)} target="_blank" rel="noreferrer">
                <img src={client.viewUrl(image)} alt={`Output ${i + 1}: ${image.filename}`} />
              </a>
              {currentUser && run?.status === 'done' && (
                <Button
                  size="small"
                  icon={<ShareAltOutlined aria-hidden />}
                  loading={fetching === imageKey(image)}
                  onClick={() => shareOutput(image)}
                  aria-label={`Share output ${i + 1} on this site`}
                >
                  Share on this site
                </Button>
              )}
            </figure>
          ))}
        </div>
      )}
      {images.length > 0 && !currentUser && run?.status === 'done' && (
        <p className="comfy-check__hint">Sign in to share what you made with other members under this workflow.</p>
      )}
      {shareNote && <Alert className="comfy-run__alert" type={shareNote.ok ? 'success' : 'error'} showIcon title={shareNote.text} />}
      {currentUser && (
        <ShareResultDialog
          workflowId={workflow.id}
          workflowTitle={workflow.title}
          open={draft !== null}
          draft={draft}
          onClose={() => setDraft(null)}
          onShared={() => setShareNote({ ok: true, text: SHARED_MESSAGE })}
        />
      )}
    </section>
  );
}
