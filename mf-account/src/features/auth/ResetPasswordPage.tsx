// docs/product/accounts.md#password-reset: the page of the mailed link (/reset-password?token=…): a new
// password, twice. Success signs this browser in (every other session has ended) and goes to /account.
import { Link, useNavigate, useSearchParams } from 'shared/router';
import { Alert, Button, Form, Input, message } from 'antd';
import { ApiError, errorMessage, usePageMeta, NEW_PASSWORD_RULES } from 'shared';
import { AuthCard } from './AuthCard.tsx';
import { useResetPassword } from './auth-queries.ts';
import { useFormKeepsTyped } from './use-form-keeps-typed.ts';

interface ResetValues {
  password: string;
  repeat: string;
}

export const PASSWORD_SET = 'Your new password is set. Every other signed-in session was signed out.';

export function ResetPasswordPage() {
  usePageMeta('Set a new password', 'Set a new password for your account.');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<ResetValues>();
  const formRef = useFormKeepsTyped(form);
  const reset = useResetPassword();
  const pending = reset.isPending;
  const fields = reset.error instanceof ApiError ? reset.error.fieldErrors : {};
  const error = reset.error && !fields.password ? (fields.token ?? errorMessage(reset.error)) : null;

  const onFinish = ({ password }: ResetValues) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          void message.success(PASSWORD_SET, 8);
          navigate('/account', { replace: true });
        },
        onError: (failure) => {
          const fieldErrors = failure instanceof ApiError ? failure.fieldErrors : {};
          if (fieldErrors.password) form.setFields([{ name: 'password', errors: [fieldErrors.password] }]);
        },
      },
    );

  return (
    <AuthCard title="Set a new password">
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          description={<Link to="/forgot-password">Ask for a new link</Link>}
          className="auth-card__alert"
        />
      )}
      {!token ? (
        <Alert type="error" showIcon title="This link is incomplete." description={<Link to="/forgot-password">Ask for a new link</Link>} />
      ) : (
        <Form form={form} ref={formRef} layout="vertical" onFinish={onFinish} requiredMark={false}>
          <Form.Item label="New password" name="password" rules={NEW_PASSWORD_RULES}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label="New password again"
            name="repeat"
            dependencies={['password']}
            rules={[
              { required: true, message: 'Type the new password again' },
              ({ getFieldValue }) => ({
                validator: (_rule, value: string) =>
                  !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('The two passwords differ')),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={pending}>
            Set the new password
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
