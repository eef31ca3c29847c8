// The reply form under an open message: the text (required, at most REPLY_MAX characters, as the
// API checks), sent by mail to the sender; the API's field messages show under the field.
import { Button, Form, Input } from 'antd';
import { showServerErrors, type Toasts } from 'shared/admin';
import type { InboxMessage } from 'contracts';
import { REPLY_MAX } from 'contracts/limits';
import { useReplyToMessage } from './admin-messages-queries.ts';

export interface ReplyFormProps {
  message: InboxMessage;
  toasts: Toasts;
}

export function ReplyForm({ message, toasts }: ReplyFormProps) {
  const [form] = Form.useForm<{ body: string }>();
  const send = useReplyToMessage();

  const onFinish = async ({ body }: { body: string }) => {
    try {
      await send.mutateAsync({ id: message.id, body: body.trim() });
      form.resetFields();
      toasts.done(`Your reply was mailed to ${message.email}.`);
    } catch (failure) {
      const left = showServerErrors(form, ['body'], failure);
      if (left) toasts.failed(left);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} className="inbox__reply-form">
      <Form.Item
        name="body"
        label={`Reply to ${message.name}`}
        rules={[
          { required: true, whitespace: true, message: 'Write a reply.' },
          { max: REPLY_MAX, message: `A reply has at most ${REPLY_MAX.toLocaleString('en')} characters.` },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 14 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        Send reply
      </Button>
    </Form>
  );
}
