// The dialog behind a comment's Report action: a reason from the API's list (required), then the
// moderators get the report and the reader a toast with the answer.
import { useState } from 'react';
import { Form, Modal, Radio } from 'antd';
import { errorMessage } from 'shared';
import { REPORT_REASONS, reportComment, type ReportReason } from './comments-api.ts';

export interface ReportDialogProps {
  /** The comment being reported, or null when the dialog is closed. */
  comment: { id: number; author: string } | null;
  onClose: () => void;
  onDone: (outcome: { ok: boolean; message: string }) => void;
}

export function ReportDialog({ comment, onClose, onDone }: ReportDialogProps) {
  const [form] = Form.useForm<{ reason: ReportReason }>();
  const [sending, setSending] = useState(false);

  const onFinish = async ({ reason }: { reason: ReportReason }) => {
    if (!comment) return;
    setSending(true);
    try {
      const answer = await reportComment(comment.id, reason);
      onDone({ ok: true, message: answer.message });
    } catch (failure) {
      onDone({ ok: false, message: errorMessage(failure) });
    } finally {
      setSending(false);
      form.resetFields();
      onClose();
    }
  };

  return (
    <Modal
      open={comment !== null}
      title={comment ? `Report the comment by ${comment.author}` : 'Report'}
      okText="Report"
      cancelText="Cancel"
      okButtonProps={{ loading: sending, htmlType: 'submit', form: 'report-comment' }}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Form id="report-comment" form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item name="reason" label="Why should a moderator look at it?" rules={[{ required: true, message: 'Choose a reason.' }]}>
          <Radio.Group options={REPORT_REASONS.map(({ value, label }) => ({ value, label }))} className="report-reasons" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
