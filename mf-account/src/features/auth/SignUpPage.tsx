// docs/product/accounts.md#sign-up: first name, last name, email, password, a link to /signin and the Google button.
// Field rules of §5 show under each field; server answers (a rate limit, field messages) show
// clearly (field messages only under their fields). After success: the stored redirectUrl, or /, with
// the server's "check your email" answer as a message that outlives the page; when the address already
// had an account (the sign-in after it fails) the same answer stays on the card.
import { useState } from 'react';
import { Link, useNavigate } from 'shared/router';
import { Alert, Button, Form, Input, message } from 'antd';
import { ApiError, errorMessage, takeRedirect, usePageMeta, useSession, emailRules, NEW_PASSWORD_RULES } from 'shared';
import { NAME_MAX } from 'contracts/limits';
import { AuthCard } from './AuthCard.tsx';
import { GoogleButton } from './GoogleButton.tsx';
import { SignedInNotice } from './SignedInNotice.tsx';
import type { SignUpInput } from './auth-api.ts';
import { useSignUp } from './auth-queries.ts';
import { useFormKeepsTyped } from './use-form-keeps-typed.ts';

const FIELD_OF: Record<string, keyof SignUpInput> = {
  first_name: 'firstname',
  last_name: 'lastname',
  email: 'email',
  password: 'password',
};

/** How long the "check your email" answer stays on screen, in seconds. */
const CONFIRMATION_SECONDS = 10;

export function SignUpPage() {
  usePageMeta('Sign up', 'Create a free account to comment on tutorials and articles.');
  const navigate = useNavigate();
  const { currentUser } = useSession();
  const [form] = Form.useForm<SignUpInput>();
  const formRef = useFormKeepsTyped(form, FIELD_OF);
  const signUp = useSignUp();
  const pending = signUp.isPending;
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const done = () => navigate(takeRedirect(), { replace: true });

  const onFinish = (values: SignUpInput) => {
    setError(null);
    setAnswer(null);
    signUp.mutate(
      { ...values, firstname: values.firstname.trim(), lastname: values.lastname.trim(), email: values.email.trim() },
      {
        onSuccess: (result) => {
          if (result.signedIn) {
            void message.success(result.message, CONFIRMATION_SECONDS);
            done();
          } else {
            // The address had an account already: the same answer, and its owner got a mail saying so.
            setAnswer(result.message);
          }
        },
        onError: (failure) => {
          if (failure instanceof ApiError && Object.keys(failure.fieldErrors).length > 0) {
            // The field's own message says what to do; no general "not valid" above it.
            form.setFields(
              Object.entries(failure.fieldErrors).map(([field, message]) => ({
                name: FIELD_OF[field] ?? (field as keyof SignUpInput),
                errors: [message],
              })),
            );
          } else {
            setError(errorMessage(failure));
          }
        },
      },
    );
  };

  if (currentUser && !pending) return <SignedInNotice title="Sign up" user={currentUser} />;

  return (
    <AuthCard title="Sign up" error={error}>
      {answer && <Alert type="success" showIcon title={answer} className="auth-card__alert" role="status" />}
      <Form<SignUpInput>
        form={form}
        ref={formRef}
        layout="vertical"
        // Without JavaScript the form posts to the page itself (docs/decisions/0026-forms-without-javascript.md).
        method="post"
        action="/signup"
        onFinish={onFinish}
        // The server's answer was about the address sent: a new address makes it stale.
        onValuesChange={(changed) => 'email' in changed && setError(null)}
        requiredMark={false}
      >
        <Form.Item label="First name" name="firstname" rules={[{ required: true, whitespace: true, message: 'Enter your first name' }]}>
          <Input name="first_name" autoComplete="given-name" maxLength={NAME_MAX} />
        </Form.Item>
        <Form.Item label="Last name" name="lastname" rules={[{ required: true, whitespace: true, message: 'Enter your last name' }]}>
          <Input name="last_name" autoComplete="family-name" maxLength={NAME_MAX} />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={emailRules()}>
          <Input name="email" type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={NEW_PASSWORD_RULES}>
          <Input.Password name="password" autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={pending}>
          Create account
        </Button>
      </Form>
      <p className="auth-card__switch">
        Already have an account? <Link to="/signin">Sign in</Link>
      </p>
      <GoogleButton text="signup_with" onSignedIn={done} onError={setError} />
    </AuthCard>
  );
}
