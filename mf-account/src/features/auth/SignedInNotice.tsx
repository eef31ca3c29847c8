// The card of the sign-in and sign-up screens for someone already signed in: who they are (the avatar of
// the shared session), a way on, and a way out.
import { useState } from 'react';
import { useNavigate } from 'shared/router';
import { Avatar, Button, Space, Typography } from 'antd';
import { initials, signOut, takeRedirect } from 'shared';
import type { CurrentUser } from 'contracts';
import { AuthCard } from './AuthCard.tsx';

export function SignedInNotice({ title, user }: { title: string; user: CurrentUser }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  return (
    <AuthCard title={title}>
      <div className="auth-card__signed-in">
        <Avatar size={64} src={user.avatar_url ?? undefined} data-testid="account-avatar" alt="">
          {initials(`${user.first_name} ${user.last_name}`, user.email)}
        </Avatar>
        <Typography.Paragraph className="auth-card__signed-in-text">
          You are signed in as <strong>{name}</strong>
          {name !== user.email && <span className="auth-card__signed-in-email">{user.email}</span>}
        </Typography.Paragraph>
        <Space wrap className="auth-card__signed-in-actions">
          <Button type="primary" onClick={() => navigate(takeRedirect(), { replace: true })}>
            Continue
          </Button>
          <Button
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              void signOut().finally(() => setLeaving(false));
            }}
          >
            Logout
          </Button>
        </Space>
      </div>
    </AuthCard>
  );
}
