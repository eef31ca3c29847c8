// The newsletter dialog the shell's Subscribe button opens. It closes on submit or dismiss; the
// answer (check your inbox, or already subscribed) then shows as a message.
import { useState } from 'react';
import { Form, Input, Modal, message as antMessage } from 'antd';
import { errorMessage } from 'shared';
import { subscribe } from './newsletter-api.ts';

export interface NewsletterDialogProps {
  open: boolean;
  onClose: () => void;
}

export function NewsletterDialog({ open, onClose }: NewsletterDialogProps) {
  const [message, messageHolder] = antMessage.useMessage();
  const [form] = Form.useForm<{ email: string }>();
  const [sending, setSending] = useState(false);

  const onFinish = async ({ email }: { email: string }) => {
    setSending(true);
    try {
      const answer = await subscribe(email.trim());
      form.resetFields();
      onClose();
      void message.success(answer.message, 6);
    } catch (failure) {
      form.setFields([{ name: 'email', errors: [errorMessage(failure)] }]);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {messageHolder}
      <Modal
        open={open}
        title="Subscribe to our newsletter"
        okText="Subscribe"
        onOk={() => form.submit()}
        confirmLoading={sending}
        onCancel={onClose}
        destroyOnHidden
      >
        <p>New tutorials, workflows and earning ideas, about twice a month. Unsubscribe with one click.</p>
        <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
          <Form.Item label="Email" name="email" rules={[{ required: true, whitespace: true, message: 'Enter your email' }]}>
            <Input type="email" autoComplete="email" placeholder="you@example.com" autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
