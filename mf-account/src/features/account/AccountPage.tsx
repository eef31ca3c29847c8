// docs/product/accounts.md#account-page: /account, for the signed-in member: name, email (changed once
// the new address confirms it), password, the connected Google account, signed-in sessions with "Sign
// out everywhere else", the newsletter, reply mails, the public progress page, a download of everything stored, and deleting the account.
import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'shared/router';
import { Alert, App, Button, Card, Form, Input, message as staticMessage, Radio, Spin, Switch, Typography, type FormInstance } from 'antd';
import { ApiError, errorMessage, rememberRedirect, usePageMeta, useSession, emailRules, NEW_PASSWORD_RULES } from 'shared';
import type { Account, CommentChoice } from 'contracts';
import { NAME_MAX } from 'contracts/limits';
import {
  accountQuery,
  sessionsQuery,
  useChangePassword,
  useDeleteAccount,
  useDownloadExport,
  useSetNewsletter,
  useSetReplyMails,
  replyMailsQuery,
  useSignOutEverywhereElse,
  useUpdateProfile,
} from './account-queries.ts';
import { PUBLIC_PROGRESS_ANCHOR, PublicProgressSection } from './PublicProgressSection.tsx';
import './account.css';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Shows a failed call: its field messages under the form's fields, anything else as a toast. */
function useFailure() {
  const { message } = App.useApp();
  return <T extends object>(failure: unknown, form?: FormInstance<T>) => {
    const fields = failure instanceof ApiError ? Object.entries(failure.fieldErrors) : [];
    if (form && fields.length > 0) form.setFields(fields.map(([name, error]) => ({ name: name as never, errors: [error] })));
    else void message.error(errorMessage(failure));
  };
}

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Card id={id} className="account-page__section" title={<h2 className="account-page__heading">{title}</h2>}>
      {children}
    </Card>
  );
}

function NameSection({ account }: { account: Account }) {
  const { message } = App.useApp();
  const fail = useFailure();
  const [form] = Form.useForm<{ first_name: string; last_name: string }>();
  const update = useUpdateProfile(account.id);
  const pending = update.isPending;
  const save = (values: { first_name: string; last_name: string }) =>
    update.mutate(
      { first_name: values.first_name.trim(), last_name: values.last_name.trim() },
      { onSuccess: () => void message.success('Your name is saved.'), onError: (failure) => fail(failure, form) },
    );
  const required = (label: string) => [{ required: true, whitespace: true, message: `Enter your ${label}` }];
  return (
    <Section title="Name">
      <Form form={form} layout="vertical" initialValues={account} onFinish={save} requiredMark={false} className="account-page__row-form">
        <Form.Item label="First name" name="first_name" rules={required('first name')}>
          <Input autoComplete="given-name" maxLength={NAME_MAX} />
        </Form.Item>
        <Form.Item label="Last name" name="last_name" rules={required('last name')}>
          <Input autoComplete="family-name" maxLength={NAME_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={pending}>
          Save name
        </Button>
      </Form>
    </Section>
  );
}

function EmailSection({ account }: { account: Account }) {
  const { message } = App.useApp();
  const fail = useFailure();
  const [form] = Form.useForm<{ email: string }>();
  const update = useUpdateProfile(account.id);
  const pending = update.isPending;
  const save = ({ email }: { email: string }) =>
    update.mutate(
      { email: email.trim() },
      {
        onSuccess: () => {
          void message.success(`We sent a link to ${email.trim()}. Your address changes once you use it with your password.`, 8);
          form.resetFields();
        },
        onError: (failure) => fail(failure, form),
      },
    );
  return (
    <Section title="Email">
      <p className="account-page__value">
        <span className="account-page__email">{account.email}</span>{' '}
        {account.email_verified ? (
          <span className="account-page__status account-page__status--ok">Confirmed</span>
        ) : (
          <span className="account-page__status account-page__status--waiting">Not confirmed yet</span>
        )}
      </p>
      {account.pending_email && (
        <Alert
          type="info"
          showIcon
          className="account-page__note"
          title={`Waiting for ${account.pending_email} to be confirmed: use the link we mailed there.`}
        />
      )}
      {account.has_password ? (
        <Form form={form} layout="vertical" onFinish={save} requiredMark={false} className="account-page__row-form">
          <Form.Item label="New email" name="email" rules={emailRules('Enter the new address')}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Button htmlType="submit" loading={pending}>
            Change email
          </Button>
        </Form>
      ) : (
        <p className="account-page__hint">To change your email, set a password first: the link we mail to the new address asks for it.</p>
      )}
      <p className="account-page__hint">
        Google sign-in: {account.google_linked ? 'connected (the Google account of this address)' : 'not connected'}.
      </p>
    </Section>
  );
}

function PasswordSection({ account }: { account: Account }) {
  const { message } = App.useApp();
  const fail = useFailure();
  const [form] = Form.useForm<{ current_password?: string; new_password: string }>();
  const change = useChangePassword();
  const pending = change.isPending;
  const save = (values: { current_password?: string; new_password: string }) =>
    change.mutate(values, {
      onSuccess: () => {
        void message.success('Your new password is set. Every other signed-in session was signed out.', 6);
        form.resetFields();
      },
      onError: (failure) => fail(failure, form),
    });
  return (
    <Section title="Password">
      <Form form={form} layout="vertical" onFinish={save} requiredMark={false} className="account-page__row-form">
        {account.has_password && (
          <Form.Item label="Current password" name="current_password" rules={[{ required: true, message: 'Enter your current password' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
        <Form.Item label={account.has_password ? 'New password' : 'Set a password'} name="new_password" rules={NEW_PASSWORD_RULES}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button htmlType="submit" loading={pending}>
          {account.has_password ? 'Change password' : 'Set password'}
        </Button>
      </Form>
    </Section>
  );
}

function SessionsSection() {
  const { message } = App.useApp();
  const fail = useFailure();
  const sessions = useQuery(sessionsQuery()).data ?? null;
  const signOut = useSignOutEverywhereElse();
  const pending = signOut.isPending;
  const signOutOthers = () =>
    signOut.mutate(undefined, {
      onSuccess: () => void message.success('Every other session is signed out.'),
      onError: (failure) => fail(failure),
    });
  return (
    <Section title="Signed-in sessions">
      {sessions === null ? (
        <Spin aria-label="Loading sessions" />
      ) : (
        <ul className="account-page__sessions" aria-label="Signed-in sessions">
          {sessions.map((session) => (
            <li key={`${session.signed_in_at}-${session.last_active_at}`}>
              Signed in {when(session.signed_in_at)} · last active {when(session.last_active_at)}
            </li>
          ))}
        </ul>
      )}
      <Button onClick={() => void signOutOthers()} loading={pending}>
        Sign out everywhere else
      </Button>
    </Section>
  );
}

function NewsletterSection({ account }: { account: Account }) {
  const fail = useFailure();
  const setNewsletter = useSetNewsletter();
  const pending = setNewsletter.isPending;
  const toggle = (subscribed: boolean) => setNewsletter.mutate(subscribed, { onError: (failure) => fail(failure) });
  return (
    <Section title="Newsletter">
      <label className="account-page__switch">
        <Switch checked={account.newsletter} loading={pending} onChange={(value) => void toggle(value)} />
        <span>Send me the newsletter at {account.email}</span>
      </label>
    </Section>
  );
}

/** Reply mails (docs/product/community.md#reply-mails): the switch that turns them back on after an unsubscribe. */
function ReplyMailsSection() {
  const fail = useFailure();
  const enabled = useQuery(replyMailsQuery());
  const setReplyMails = useSetReplyMails();
  return (
    <Section title="Replies to your comments">
      <label className="account-page__switch">
        <Switch
          checked={enabled.data ?? false}
          disabled={enabled.data === undefined}
          loading={enabled.isPending || setReplyMails.isPending}
          onChange={(value) => setReplyMails.mutate(value, { onError: (failure) => fail(failure) })}
        />
        <span>Mail me when someone replies to my comments</span>
      </label>
    </Section>
  );
}

function DataSection({ account }: { account: Account }) {
  const navigate = useNavigate();
  const fail = useFailure();
  const [form] = Form.useForm<{ comments: CommentChoice; password?: string }>();
  const exportData = useDownloadExport();
  const deletion = useDeleteAccount(() => {
    // antd's static toast: it outlives this page, which goes away with the account.
    void staticMessage.success('Your account has been deleted.', 6);
    navigate('/', { replace: true });
  });
  const downloading = exportData.isPending;
  const deleting = deletion.isPending || deletion.isSuccess;
  const download = () => exportData.mutate(undefined, { onError: (failure) => fail(failure) });
  const remove = (values: { comments: CommentChoice; password?: string }) =>
    deletion.mutate(values, { onError: (failure) => fail(failure, form) });
  return (
    <>
      <Section title="Your data">
        <p className="account-page__hint">
          Everything we store about you, as a JSON file: your account, sessions, comments, reports, newsletter subscription and messages.{' '}
          <Link to="/privacy">What we store and why</Link>
        </p>
        <Button onClick={() => void download()} loading={downloading}>
          Download my data
        </Button>
      </Section>
      <Section title="Delete account">
        <Form form={form} layout="vertical" onFinish={remove} requiredMark={false}>
          <Form.Item label="Your comments" name="comments" rules={[{ required: true, message: 'Choose what happens to your comments' }]}>
            <Radio.Group className="account-page__choices">
              <Radio value="keep">Keep them, shown as written by “Deleted member”</Radio>
              <Radio value="remove">Remove them (and the replies to them)</Radio>
            </Radio.Group>
          </Form.Item>
          {account.has_password && (
            <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password to delete the account' }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          )}
          <Button danger type="primary" htmlType="submit" loading={deleting} className="account-page__delete">
            Delete my account
          </Button>
        </Form>
      </Section>
    </>
  );
}

export function AccountPage() {
  usePageMeta('Your account', 'Your name, password, sessions, newsletter and data.');
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = session.currentUser !== null;
  const { data: account, isError } = useQuery({ ...accountQuery(), enabled: signedIn });

  useEffect(() => {
    if (session.ready && !signedIn) {
      rememberRedirect('/account');
      navigate('/signin', { replace: true });
    }
  }, [session.ready, signedIn, navigate]);

  return (
    <main className="account-page">
      <Typography.Title level={1} className="account-page__title">
        Your account
      </Typography.Title>
      {isError && !account ? (
        <Alert type="error" showIcon title="Your account could not be loaded. Please reload the page." />
      ) : !account ? (
        <div className="account-page__loading">
          <Spin aria-label="Loading your account" />
        </div>
      ) : (
        <>
          <NameSection account={account} />
          <EmailSection account={account} />
          <PasswordSection account={account} />
          <SessionsSection />
          <NewsletterSection account={account} />
          <ReplyMailsSection />
          <Section title="Public progress page" id={PUBLIC_PROGRESS_ANCHOR}>
            <PublicProgressSection />
          </Section>
          <DataSection account={account} />
        </>
      )}
    </main>
  );
}
