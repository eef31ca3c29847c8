// docs/product/accounts.md#sign-in: email, password, 'Forgot password?', Sign In, a link to /signup, the divider 'OR' and the Google
// button. A failed sign-in shows 'Check your email and password' (docs/product/accounts.md#sign-in); a rate limit or a network
// failure says what happened instead. After success: the stored redirectUrl, or /.
import { useState } from 'react';
import { Link, useNavigate } from 'shared/router';
import { Button, Form, Input } from 'antd';
import { ApiError, errorMessage, takeRedirect, usePageMeta, useSession } from 'shared';
import { AuthCard } from './AuthCard.tsx';
import { GoogleButton } from './GoogleButton.tsx';
import { SignedInNotice } from './SignedInNotice.tsx';
import type { SignInInput } from './auth-api.ts';
import { useSignIn } from './auth-queries.ts';
import { useFormKeepsTyped } from './use-form-keeps-typed.ts';

export const SIGNIN_FAILED = 'Check your email and password';

/** 401 and 400 mean wrong or missing credentials; other failures (429, network, server) keep their own message. */
export function signInErrorText(failure: unknown): string {
  if (failure instanceof ApiError && failure.status !== 401 && failure.status !== 400) return errorMessage(failure);
  return SIGNIN_FAILED;
}

export function SignInPage() {
  usePageMeta('Sign in', 'Sign in to comment on tutorials and keep your membership benefits.');
  const navigate = useNavigate();
  const { currentUser } = useSession();
  const [form] = Form.useForm<SignInInput>();
  const formRef = useFormKeepsTyped(form);
  const signIn = useSignIn();
  const pending = signIn.isPending;
  const [error, setError] = useState<string | null>(null);
  const done = () => navigate(takeRedirect(), { replace: true });

  const onFinish = (values: SignInInput) => {
    setError(null);
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      { onSuccess: done, onError: (failure) => setError(signInErrorText(failure)) },
    );
  };

  if (currentUser && !pending) return <SignedInNotice title="Sign in" user={currentUser} />;

  return (
    <AuthCard title="Sign in" error={error}>
      {/* Without JavaScript the post is answered with a page that says sign-in needs it (never a GET with the password in the address). */}
      <Form<SignInInput>
        form={form}
        ref={formRef}
        layout="vertical"
        method="post"
        action="/signin"
        onFinish={onFinish}
        requiredMark={false}
      >
        <Form.Item label="Email" name="email" rules={[{ required: true, whitespace: true, message: 'Enter your email' }]}>
          <Input name="email" type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password' }]}>
          <Input.Password name="password" autoComplete="current-password" />
        </Form.Item>
        <p className="auth-card__forgot">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <Button type="primary" htmlType="submit" block loading={pending}>
          Sign In
        </Button>
      </Form>
      <p className="auth-card__switch">
        New here? <Link to="/signup">Create an account</Link>
      </p>
      <GoogleButton text="signin_with" onSignedIn={done} onError={setError} />
    </AuthCard>
  );
}
