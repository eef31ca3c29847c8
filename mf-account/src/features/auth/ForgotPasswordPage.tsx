// docs/product/accounts.md#password-reset: the email of the account; the answer is the same for every
// address (it says a link was sent if an account uses it), shown in place of the form.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Form, Input } from 'antd';
import { ApiError, errorMessage, usePageMeta } from 'shared';
import { AuthCard } from './AuthCard.tsx';
import { requestPasswordReset } from './auth-api.ts';

export function ForgotPasswordPage() {
  usePageMeta('Forgot password', 'Get a link to set a new password.');
  const [form] = Form.useForm<{ email: string }>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);

  const onFinish = async ({ email }: { email: string }) => {
    setPending(true);
    setError(null);
    try {
      setAnswer(await requestPasswordReset(email.trim()));
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fieldErrors.email : undefined;
      if (field) form.setFields([{ name: 'email', errors: [field] }]);
      else setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard title="Forgot password">
      {answer ? (
        <Alert type="success" showIcon title={answer} role="status" className="auth-card__alert" />
      ) : (
        <>
          <p className="auth-card__intro">Enter the email of your account: we will mail you a link to set a new password.</p>
          {error && <Alert type="error" showIcon title={error} className="auth-card__alert" />}
          <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
            <Form.Item
              label="Email"
              name="email"
              rules={[
                { required: true, whitespace: true, message: 'Enter your email' },
                { type: 'email', message: 'Enter a valid email address' },
              ]}
            >
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={pending}>
              Send the link
            </Button>
          </Form>
        </>
      )}
      <p className="auth-card__switch">
        <Link to="/signin">Back to sign in</Link>
      </p>
    </AuthCard>
  );
}
