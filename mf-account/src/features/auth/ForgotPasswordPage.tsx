// docs/product/accounts.md#password-reset: the email of the account; the answer is the same for every
// address (it says a link was sent if an account uses it), shown in place of the form.
import { Link } from 'shared/router';
import { Alert, Button, Form, Input } from 'antd';
import { ApiError, errorMessage, usePageMeta, emailRules } from 'shared';
import { AuthCard } from './AuthCard.tsx';
import { useRequestPasswordReset } from './auth-queries.ts';
import { useFormKeepsTyped } from './use-form-keeps-typed.ts';

export function ForgotPasswordPage() {
  usePageMeta('Forgot password', 'Get a link to set a new password.');
  const [form] = Form.useForm<{ email: string }>();
  const formRef = useFormKeepsTyped(form);
  const request = useRequestPasswordReset();
  const pending = request.isPending;
  const answer = request.data ?? null;
  const fieldError = request.error instanceof ApiError ? request.error.fieldErrors.email : undefined;
  const error = request.error && !fieldError ? errorMessage(request.error) : null;

  const onFinish = ({ email }: { email: string }) =>
    request.mutate(email.trim(), {
      onError: (failure) => {
        const field = failure instanceof ApiError ? failure.fieldErrors.email : undefined;
        if (field) form.setFields([{ name: 'email', errors: [field] }]);
      },
    });

  return (
    <AuthCard title="Forgot password">
      {answer ? (
        <Alert type="success" showIcon title={answer} role="status" className="auth-card__alert" />
      ) : (
        <>
          <p className="auth-card__intro">Enter the email of your account: we will mail you a link to set a new password.</p>
          {error && <Alert type="error" showIcon title={error} className="auth-card__alert" />}
          <Form form={form} ref={formRef} layout="vertical" onFinish={onFinish} requiredMark={false}>
            <Form.Item label="Email" name="email" rules={emailRules()}>
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
