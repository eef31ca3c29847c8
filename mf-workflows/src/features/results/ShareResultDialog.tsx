// "Share what you made": an image or short video made with this workflow, with the prompt and settings
// the member chooses to share (prefilled when it comes from a run on their ComfyUI). A video's poster
// frame is captured here. The file is checked for its type and size before it is sent; the server checks
// its bytes again, cleans it and answers field messages, shown under the fields.
import { useEffect, useId, useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import { ApiError, errorMessage, ReturnFocus } from 'shared';
import { RESULT_IMAGE_TYPES, RESULT_LIMITS, RESULT_VIDEO_TYPES } from 'contracts/limits';
import type { SharedResult } from 'contracts';
import { posterFrame, VideoUnreadableError } from './poster-frame.ts';
import { useShareResult } from './results-queries.ts';

export interface ShareDraft {
  file: File;
  prompt: string;
  settings: string;
}

export interface ShareResultDialogProps {
  workflowId: number;
  workflowTitle: string;
  open: boolean;
  /** What a run on the member's ComfyUI made, ready to share. */
  draft?: ShareDraft | null;
  onClose: () => void;
  onShared: (result: SharedResult) => void;
}

type Errors = Partial<Record<'file' | 'prompt' | 'settings' | 'form', string>>;

const ACCEPT = [...RESULT_IMAGE_TYPES, ...RESULT_VIDEO_TYPES].join(',');
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const isVideoFile = (file: File) => (RESULT_VIDEO_TYPES as readonly string[]).includes(file.type);

/** What is wrong with the chosen file before it is sent, or null. */
function fileProblem(file: File): string | null {
  if (![...RESULT_IMAGE_TYPES, ...RESULT_VIDEO_TYPES].includes(file.type as never)) {
    return 'Choose a PNG, JPEG or WebP image, or an MP4 or WebM video.';
  }
  const limit = isVideoFile(file) ? RESULT_LIMITS.videoBytes : RESULT_LIMITS.imageBytes;
  if (file.size > limit) return `${isVideoFile(file) ? 'A video' : 'An image'} can be ${mb(limit)} at most; this one is ${mb(file.size)}.`;
  return null;
}

function serverErrors(error: unknown): Errors {
  if (!(error instanceof ApiError) || error.status !== 400) return { form: errorMessage(error) };
  const fields = error.fieldErrors;
  const file = fields.media ?? fields.poster;
  const errors: Errors = { file, prompt: fields.prompt, settings: fields.settings };
  return file || fields.prompt || fields.settings ? errors : { form: error.message };
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  max: number;
  rows: { minRows: number; maxRows: number };
  error: string | undefined;
  placeholder: string;
  onChange: (value: string) => void;
}

/** The texts the member may share with the file: their label, length limit, height and example. */
const TEXTS = {
  prompt: {
    label: 'Prompt (optional)',
    max: RESULT_LIMITS.prompt,
    rows: { minRows: 2, maxRows: 8 },
    placeholder: 'a lighthouse at dusk, volumetric fog, 35mm photo',
  },
  settings: {
    label: 'Settings (optional)',
    max: RESULT_LIMITS.settings,
    rows: { minRows: 1, maxRows: 4 },
    placeholder: 'steps 28 · cfg 4.5 · euler · seed 421337',
  },
};

/** A text the member chooses to share, with the server's message under it. */
function TextField({ id, label, value, max, rows, error, placeholder, onChange }: TextFieldProps) {
  return (
    <div className="share-result__field">
      <label htmlFor={id}>{label}</label>
      <Input.TextArea
        id={id}
        value={value}
        maxLength={max}
        autoSize={rows}
        status={error ? 'error' : undefined}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p className="share-result__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function ShareResultDialog({ workflowId, workflowTitle, open, draft = null, onClose, onShared }: ShareResultDialogProps) {
  const id = useId();
  const share = useShareResult(workflowId);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [prompt, setPrompt] = useState('');
  const [settings, setSettings] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [capturing, setCapturing] = useState(false);

  useEffect(() => {
    if (!open) return;
    setFile(draft?.file ?? null);
    setPrompt(draft?.prompt ?? '');
    setSettings(draft?.settings ?? '');
    setErrors({});
  }, [open, draft]);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setErrors((current) => ({ ...current, file: chosen ? (fileProblem(chosen) ?? undefined) : undefined, form: undefined }));
  };

  const submit = async () => {
    if (!file) return setErrors({ file: 'Choose the image or video you made.' });
    const problem = fileProblem(file);
    if (problem) return setErrors({ file: problem });
    let poster: Blob | null = null;
    if (isVideoFile(file)) {
      setCapturing(true);
      try {
        const frame = await posterFrame(file);
        if (frame.seconds > RESULT_LIMITS.videoSeconds + 0.5) {
          return setErrors({
            file: `A video can be ${RESULT_LIMITS.videoSeconds} seconds long at most; this one is ${Math.round(frame.seconds)}.`,
          });
        }
        poster = frame.poster;
      } catch (error) {
        return setErrors({ file: error instanceof VideoUnreadableError ? error.message : errorMessage(error) });
      } finally {
        setCapturing(false);
      }
    }
    share.mutate(
      { file, poster, prompt, settings },
      {
        onSuccess: (result) => {
          onShared(result);
          onClose();
        },
        onError: (error) => setErrors(serverErrors(error)),
      },
    );
  };

  const busy = capturing || share.isPending;
  // Mounted only while open: a closed antd Modal still waiting for its leave animation can stay over
  // the page for good (decision 0064).
  if (!open) return null;
  return (
    <Modal
      open
      title={`Share what you made with ${workflowTitle}`}
      okText="Share"
      cancelText="Cancel"
      okButtonProps={{ htmlType: 'submit', form: id, loading: busy }}
      onCancel={onClose}
    >
      <ReturnFocus />
      <form
        id={id}
        className="share-result"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {errors.form && <Alert type="error" showIcon title={errors.form} />}
        <div className="share-result__field">
          <label htmlFor={`${id}-file`}>Image or video</label>
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            aria-describedby={`${id}-file-help${errors.file ? ` ${id}-file-error` : ''}`}
            aria-invalid={errors.file ? true : undefined}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          {file && file === draft?.file && <span className="share-result__chosen">{file.name}</span>}
          <p id={`${id}-file-help`} className="share-result__help">
            PNG, JPEG or WebP up to {mb(RESULT_LIMITS.imageBytes)}; MP4 or WebM up to {mb(RESULT_LIMITS.videoBytes)} and{' '}
            {RESULT_LIMITS.videoSeconds} seconds. Only the picture and what you write below are shared: the workflow, prompt and camera data
            (such as location) stored inside the file are removed.
          </p>
          {errors.file && (
            <p id={`${id}-file-error`} className="share-result__error" role="alert">
              {errors.file}
            </p>
          )}
          {preview && file && (
            <div className="share-result__preview">
              {isVideoFile(file) ? (
                <video src={preview} muted controls aria-label="Preview of the video" />
              ) : (
                <img src={preview} alt="Preview of the image" />
              )}
            </div>
          )}
        </div>
        <TextField id={`${id}-prompt`} {...TEXTS.prompt} value={prompt} error={errors.prompt} onChange={setPrompt} />
        <TextField id={`${id}-settings`} {...TEXTS.settings} value={settings} error={errors.settings} onChange={setSettings} />
        <p className="share-result__help">A moderator looks at every result before it shows on the site.</p>
        <p className="share-result__progress" role="status">
          {capturing ? 'Capturing the poster frame…' : share.isPending ? 'Uploading and checking the file…' : ''}
        </p>
      </form>
    </Modal>
  );
}
