// The newsletter dialog the shell's Subscribe button opens. It closes once the address is accepted
// (or on dismiss); the answer (check your inbox, or already subscribed) then shows as a message that
// outlives the dialog. A refused address keeps the dialog open with the reason under the field.
import { Form, Input, Modal, message as antMessage } from 'antd';
import { ApiError, errorMessage, emailRules, ReturnFocus } from 'shared';
import type { ModuleProps } from 'contracts';
import { useSubscribe } from './newsletter-queries.ts';

/** Its props as the contracts' table of remote modules gives them (the shell opens it). */
export type NewsletterDialogProps = ModuleProps<'mf-community', 'NewsletterDialog'>;

/** How long the answer stays on screen, in seconds. */
const ANSWER_SECONDS = 6;

export function NewsletterDialog({ open, onClose }: NewsletterDialogProps) {
  const [message, messageHolder] = antMessage.useMessage();
  const [form] = Form.useForm<{ email: string }>();
  const subscribe = useSubscribe();

  const onFinish = ({ email }: { email: string }) =>
    subscribe.mutate(email.trim(), {
      onSuccess: (answer) => {
        onClose();
        if (answer.status === 'already-subscribed') void message.info(answer.message, ANSWER_SECONDS);
        else void message.success(answer.message, ANSWER_SECONDS);
      },
      onError: (failure) => {
        const fieldError = failure instanceof ApiError ? failure.fieldErrors.email : undefined;
        form.setFields([{ name: 'email', errors: [fieldError ?? errorMessage(failure)] }]);
      },
    });

  return (
    <>
      {messageHolder}
      {/* Mounted only while open: a closed antd Modal still waiting for its leave animation can stay
          over the page for good (decision 0064). */}
      {open && (
        <Modal
          open
          title="Subscribe to our newsletter"
          okText="Subscribe"
          onOk={() => form.submit()}
          confirmLoading={subscribe.isPending}
          onCancel={onClose}
        >
          <ReturnFocus />
          <p>New tutorials, workflows and earning ideas, about twice a month. Unsubscribe with one click.</p>
          <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
            <Form.Item label="Email" name="email" rules={emailRules()}>
              <Input type="email" autoComplete="email" placeholder="you@example.com" autoFocus />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </>
  );
}
