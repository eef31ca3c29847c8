// The dialog behind a comment's Report action: a reason from the API's list (required), then the
// moderators get the report and the reader a toast with the answer.
import { Form, Modal, Radio } from 'antd';
import { errorMessage, ReturnFocus } from 'shared';
import type { ReportReason } from 'contracts';
import { REPORT_REASONS, useReportComment } from './comments-queries.ts';

export interface ReportDialogProps {
  /** The comment being reported, or null when the dialog is closed. */
  comment: { id: number; author: string } | null;
  onClose: () => void;
  onDone: (outcome: { ok: boolean; message: string }) => void;
}

export function ReportDialog({ comment, onClose, onDone }: ReportDialogProps) {
  const report = useReportComment();

  const onFinish = ({ reason }: { reason: ReportReason }) => {
    if (!comment) return;
    report.mutate(
      { id: comment.id, reason },
      {
        onSuccess: (answer) => onDone({ ok: true, message: answer.message }),
        onError: (failure) => onDone({ ok: false, message: errorMessage(failure) }),
        onSettled: onClose,
      },
    );
  };

  // Mounted only while open: a closed antd Modal still waiting for its leave animation can stay over
  // the page for good (decision 0064).
  if (comment === null) return null;
  return (
    <Modal
      open
      title={`Report the comment by ${comment.author}`}
      okText="Report"
      cancelText="Cancel"
      okButtonProps={{ loading: report.isPending, htmlType: 'submit', form: 'report-comment' }}
      onCancel={onClose}
    >
      <ReturnFocus />
      <Form id="report-comment" layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item name="reason" label="Why should a moderator look at it?" rules={[{ required: true, message: 'Choose a reason.' }]}>
          <Radio.Group options={REPORT_REASONS.map(({ value, label }) => ({ value, label }))} className="report-reasons" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
