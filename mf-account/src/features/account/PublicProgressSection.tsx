// docs/product/accounts.md#account-page: the "Public progress page" card: the member's handle (a
// suggestion from their name until they choose one) and the switch that shows their AI Roadmap
// progress at /u/<handle>/roadmap (decision 0032).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'shared/router';
import { Alert, App, Button, Form, Input, Spin, Switch } from 'antd';
import { ApiError, errorMessage } from 'shared';
import type { ProgressSharing } from 'contracts';
import { HANDLE_MAX, HANDLE_RULE } from 'contracts/limits';
import { progressSharingQuery, useSetProgressSharing } from './progress-sharing-queries.ts';

interface Values {
  handle: string;
  public: boolean;
}

function SharingForm({ sharing }: { sharing: ProgressSharing }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSetProgressSharing();
  const submit = (values: Values) =>
    save.mutate(
      { handle: values.handle.trim().toLowerCase(), public: values.public },
      {
        onSuccess: (saved) =>
          void message.success(saved.public ? `Your progress is public at /u/${saved.handle}/roadmap.` : 'Your progress page is off.'),
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fieldErrors.handle : undefined;
          if (field) form.setFields([{ name: 'handle', errors: [field] }]);
          else void message.error(errorMessage(failure));
        },
      },
    );
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ handle: sharing.handle ?? sharing.suggested_handle, public: sharing.public }}
      onFinish={submit}
    >
      <Form.Item
        label="Handle"
        name="handle"
        extra={<span className="account-page__hint">{HANDLE_RULE} Only the handle is shown: never your name or email.</span>}
        rules={[
          { required: true, whitespace: true, message: 'Choose a handle' },
          { pattern: /^\s*[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9]))*\s*$/, message: HANDLE_RULE },
          { min: 3, max: HANDLE_MAX, message: HANDLE_RULE },
        ]}
      >
        <Input addonBefore="/u/" addonAfter="/roadmap" autoComplete="off" maxLength={HANDLE_MAX} spellCheck={false} />
      </Form.Item>
      <label className="account-page__switch">
        <Form.Item name="public" valuePropName="checked" noStyle>
          <Switch />
        </Form.Item>
        <span>Show my AI Roadmap progress and the days I made progress on a public page</span>
      </label>
      <div className="account-page__actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save public page
        </Button>
        {sharing.public && sharing.handle && <Link to={`/u/${sharing.handle}/roadmap`}>Open my public page</Link>}
      </div>
    </Form>
  );
}

/** The card's anchor: the roadmap's "Share your progress" link opens the account page on it. */
export const PUBLIC_PROGRESS_ANCHOR = 'public-progress';

export function PublicProgressSection() {
  const { data, isError } = useQuery(progressSharingQuery());
  const loaded = data !== undefined;
  useEffect(() => {
    if (loaded && window.location.hash === `#${PUBLIC_PROGRESS_ANCHOR}`) document.getElementById(PUBLIC_PROGRESS_ANCHOR)?.scrollIntoView();
  }, [loaded]);
  if (isError && !data) return <Alert type="error" showIcon title="The public page setting could not be loaded. Please reload the page." />;
  if (!data) return <Spin aria-label="Loading the public page setting" />;
  return <SharingForm sharing={data} />;
}
