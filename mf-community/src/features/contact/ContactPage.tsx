import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { ApiError, errorMessage, usePageMeta, emailRules } from 'shared';
import { MESSAGE_MAX, NAME_MAX } from 'contracts/limits';
import { useSendContact, type ContactFields } from './contact-queries.ts';
import './contact.css';

export const CONTACT_SUCCESS = "Thank you for reaching out! We'll get back to you soon.";
/** docs/product/community.md#contact: the toast hides after 4000 ms. */
export const TOAST_MS = 4000;

const FIELD_OF: Record<string, keyof ContactFields> = { name: 'firstname', email: 'email', message: 'message' };

export function ContactPage() {
  usePageMeta('Contact', 'Questions, corrections or ideas for a tutorial? Send the AI Creator Hub team a message.');
  const [form] = Form.useForm<ContactFields>();
  const send = useSendContact();
  const error = send.error ? errorMessage(send.error) : null;
  const [toast, setToast] = useState(false);

  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(() => setToast(false), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const onFinish = (values: ContactFields) =>
    send.mutate(
      { firstname: values.firstname.trim(), email: values.email.trim(), message: values.message.trim() },
      {
        onSuccess: () => {
          form.resetFields();
          setToast(true);
        },
        onError: (failure) => {
          if (!(failure instanceof ApiError)) return;
          form.setFields(
            Object.entries(failure.fieldErrors).map(([field, message]) => ({
              name: (FIELD_OF[field] ?? field) as keyof ContactFields,
              errors: [message],
            })),
          );
        },
      },
    );

  return (
    <section className="contact">
      <header className="contact__hero">
        <h1>Get in Touch with US!</h1>
        <p>We'd love to hear from you!</p>
      </header>
      <Card title="Send Us a Message" className="contact__card">
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        {/* Without JavaScript the form posts to the page itself (docs/decisions/0026-forms-without-javascript.md). */}
        <Form<ContactFields> form={form} layout="vertical" method="post" action="/contact" onFinish={onFinish} requiredMark={false}>
          <Form.Item label="Name" name="firstname" rules={[{ required: true, whitespace: true, message: 'Enter your name' }]}>
            <Input name="name" autoComplete="name" maxLength={NAME_MAX} />
          </Form.Item>
          <Form.Item label="Email" name="email" rules={emailRules()}>
            <Input name="email" type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item label="Message" name="message" rules={[{ required: true, whitespace: true, message: 'Write your message' }]}>
            <Input.TextArea name="message" rows={4} maxLength={MESSAGE_MAX} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            Send Message
          </Button>
        </Form>
      </Card>
      {toast && (
        <div className="toast" role="status" data-testid="contact-toast">
          <span>{CONTACT_SUCCESS}</span>
          <button type="button" className="toast__close" aria-label="Close" onClick={() => setToast(false)}>
            <CloseOutlined />
          </button>
        </div>
      )}
    </section>
  );
}
