import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Divider, Form, Input } from 'antd';
import { ApiError, errorMessage, takeRedirect, usePageMeta } from 'shared';
import { AuthCard } from './AuthCard.tsx';
import { GoogleButton } from './GoogleButton.tsx';
import { signUp, type SignUpInput } from './auth-api.ts';

const FIELD_OF: Record<string, keyof SignUpInput> = {
  first_name: 'firstname',
  last_name: 'lastname',
  email: 'email',
  password: 'password',
};

export function SignUpPage() {
  usePageMeta('Sign up', 'Create a free account to comment on tutorials and articles.');
  const navigate = useNavigate();
  const [form] = Form.useForm<SignUpInput>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: SignUpInput) => {
    setPending(true);
    setError(null);
    try {
      await signUp({ ...values, firstname: values.firstname.trim(), lastname: values.lastname.trim(), email: values.email.trim() });
      navigate(takeRedirect(), { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.fieldErrors).length > 0) {
        form.setFields(
          Object.entries(failure.fieldErrors).map(([field, message]) => ({
            name: (FIELD_OF[field] ?? field) as keyof SignUpInput,
            errors: [message],
          })),
        );
      }
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard title="Sign up">
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<SignUpInput> form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item label="First name" name="firstname" rules={[{ required: true, whitespace: true, message: 'Enter your first name' }]}>
          <Input autoComplete="given-name" maxLength={150} />
        </Form.Item>
        <Form.Item label="Last name" name="lastname" rules={[{ required: true, whitespace: true, message: 'Enter your last name' }]}>
          <Input autoComplete="family-name" maxLength={150} />
        </Form.Item>
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
        <Form.Item
          label="Password"
          name="password"
          rules={[
            { required: true, message: 'Choose a password' },
            { min: 8, message: 'Use at least 8 characters' },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={pending}>
          Create account
        </Button>
      </Form>
      <p className="auth-card__switch">
        Already have an account? <Link to="/signin">Sign in</Link>
      </p>
      <Divider plain>OR</Divider>
      <GoogleButton />
    </AuthCard>
  );
}
