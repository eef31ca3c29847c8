// The frame of the sign-in and sign-up screens, which sit outside the common layout.
import type { ReactNode } from 'react';
import { Link } from 'shared/router';
import { Card, Typography } from 'antd';
import './auth.css';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth-page">
      <Link to="/" className="auth-page__brand">
        AI Creator Hub
      </Link>
      <Card className="auth-card">
        <Typography.Title level={2} className="auth-card__title">
          {title}
        </Typography.Title>
        {children}
      </Card>
    </main>
  );
}
