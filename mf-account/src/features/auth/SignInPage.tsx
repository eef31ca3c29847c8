import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Divider, Form, Input } from 'antd';
import { ApiError, takeRedirect, usePageMeta } from 'shared';
import { AuthCard } from './AuthCard.tsx';
import { GoogleButton } from './GoogleButton.tsx';
import { signIn, type SignInInput } from './auth-api.ts';

export const SIGNIN_FAILED = 'Check your email and password';

export function SignInPage() {
  usePageMeta('Sign in', 'Sign in to comment on tutorials and keep your membership benefits.');
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: SignInInput) => {
    setPending(true);
    setError(null);
    try {
      await signIn({ email: values.email.trim(), password: values.password });
      navigate(takeRedirect(), { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 429 ? failure.message : SIGNIN_FAILED);
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard title="Sign in">
      {error && <Alert type="error" showIcon title={error} className="auth-card__alert" style={{ marginBottom: 16 }} />}
      <Form<SignInInput> layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item label="Email" name="email" rules={[{ required: true, whitespace: true, message: 'Enter your email' }]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={pending}>
          Sign In
        </Button>
      </Form>
      <p className="auth-card__switch">
        New here? <Link to="/signup">Create an account</Link>
      </p>
      <Divider plain>OR</Divider>
      <GoogleButton />
    </AuthCard>
  );
}
