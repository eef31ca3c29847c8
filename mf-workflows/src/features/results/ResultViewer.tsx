// One shared result opened from the gallery: the image or video at full size, who made it and when,
// the prompt and settings they shared (with a copy button), and Report (others' results, signed in)
// or Remove (one's own).
import { useState } from 'react';
import { Alert, Button, Modal, Popconfirm, Radio } from 'antd';
import { CopyOutlined, FlagOutlined } from '@ant-design/icons';
import { errorMessage, ReturnFocus } from 'shared';
import type { ReportReason, SharedResult } from 'contracts';
import { REPORT_REASONS, useRemoveResult, useReportResult } from './results-queries.ts';

export interface ResultViewerProps {
  result: SharedResult | null;
  workflowId: number;
  viewerId: number | null;
  onClose: () => void;
  onDone: (outcome: { ok: boolean; message: string }) => void;
}

export const STATUS_LABELS: Record<SharedResult['status'], string | null> = {
  pending: 'Waiting for review',
  rejected: 'Not approved: only you see it',
  approved: null,
};

export function ResultViewer({ result, workflowId, viewerId, onClose, onDone }: ResultViewerProps) {
  const report = useReportResult();
  const remove = useRemoveResult(workflowId);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);

  const close = () => {
    setReporting(false);
    setReason(null);
    setReasonMissing(false);
    onClose();
  };
  const sendReport = () => {
    if (!result) return;
    if (!reason) return setReasonMissing(true);
    report.mutate(
      { id: result.id, reason },
      {
        onSuccess: (answer) => onDone({ ok: true, message: answer.message }),
        onError: (error) => onDone({ ok: false, message: errorMessage(error) }),
        onSettled: close,
      },
    );
  };
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => onDone({ ok: true, message: 'The prompt is copied.' }),
      () => onDone({ ok: false, message: 'The prompt could not be copied: select it and copy it by hand.' }),
    );

  // Mounted only while open: a closed antd Modal still waiting for its leave animation can stay over
  // the page for good (decision 0064).
  if (result === null) return null;
  const own = viewerId === result.author.id;
  const status = STATUS_LABELS[result.status];
  return (
    <Modal open title={`Made by ${result.author.name}`} footer={null} onCancel={close} width={860}>
      <ReturnFocus />
      <div className="result-viewer">
        {status && <Alert type={result.status === 'pending' ? 'info' : 'warning'} showIcon title={status} />}
        <div className="result-viewer__media">
          {result.kind === 'video' ? (
            <video
              src={result.media_url}
              poster={result.thumbnail_url}
              controls
              playsInline
              aria-label={`Video made by ${result.author.name}`}
            />
          ) : (
            <img
              src={result.media_url}
              alt={result.prompt ? `Made by ${result.author.name}: ${result.prompt}` : `Made by ${result.author.name}`}
            />
          )}
        </div>
        <p className="result-viewer__meta">
          Shared on <time dateTime={result.created}>{new Date(result.created).toLocaleDateString('en', { dateStyle: 'medium' })}</time>
        </p>
        {result.prompt && (
          <div className="result-viewer__text">
            <h3>Prompt</h3>
            <p>{result.prompt}</p>
            <Button size="small" icon={<CopyOutlined aria-hidden />} onClick={() => void copy(result.prompt)}>
              Copy prompt
            </Button>
          </div>
        )}
        {result.settings && (
          <div className="result-viewer__text">
            <h3>Settings</h3>
            <p>{result.settings}</p>
          </div>
        )}
        {reporting ? (
          <fieldset className="result-viewer__report">
            <legend>Why should a moderator look at it?</legend>
            <Radio.Group
              value={reason}
              options={REPORT_REASONS}
              onChange={(event) => {
                setReason(event.target.value as ReportReason);
                setReasonMissing(false);
              }}
            />
            {reasonMissing && (
              <p className="share-result__error" role="alert">
                Choose a reason.
              </p>
            )}
            <div className="result-viewer__actions">
              <Button type="primary" danger loading={report.isPending} onClick={sendReport}>
                Report
              </Button>
              <Button onClick={() => setReporting(false)}>Cancel</Button>
            </div>
          </fieldset>
        ) : (
          <div className="result-viewer__actions">
            {viewerId !== null && !own && (
              <Button icon={<FlagOutlined aria-hidden />} onClick={() => setReporting(true)}>
                Report
              </Button>
            )}
            {own && (
              <Popconfirm
                title="Remove what you shared?"
                description="The image or video and its prompt are deleted. This cannot be undone."
                okText="Remove"
                okButtonProps={{ danger: true }}
                cancelText="Cancel"
                onConfirm={() =>
                  remove.mutateAsync(result.id).then(
                    () => {
                      onDone({ ok: true, message: 'Your result is removed.' });
                      close();
                    },
                    (error: unknown) => onDone({ ok: false, message: errorMessage(error) }),
                  )
                }
              >
                <Button danger loading={remove.isPending}>
                  Remove
                </Button>
              </Popconfirm>
            )}
          </div>
        )}
      </div>
    </Modal>
  );
}
