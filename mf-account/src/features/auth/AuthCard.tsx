// The frame of the sign-in and sign-up screens, which sit outside the common layout: the title, the
// error of the last attempt when there is one, and the screen's content.
import type { ReactNode } from 'react';
import { Link } from 'shared/router';
import { Alert, Card, Typography } from 'antd';
import './auth.css';

export function AuthCard({ title, error, children }: { title: string; error?: string | null; children: ReactNode }) {
  return (
    <main className="auth-page">
      <Link to="/" className="auth-page__brand">
        AI Creator Hub
      </Link>
      <Card className="auth-card">
        <Typography.Title level={2} className="auth-card__title">
          {title}
        </Typography.Title>
        {error && <Alert type="error" showIcon title={error} className="auth-card__alert" />}
        {children}
      </Card>
    </main>
  );
}
