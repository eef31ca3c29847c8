// Compose a campaign: subject and Markdown body (validated like the API), a rendered preview, a test
// to the staff user's own address, then the send to every confirmed subscriber after confirmation.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Popconfirm } from 'antd';
import { showServerErrors } from 'shared/admin';
import type { CampaignInput } from 'contracts';
import { CAMPAIGN_BODY_MAX, SUBJECT_MAX } from 'contracts/limits';
import { previewCampaign, sendTestCampaign } from './admin-newsletter-api.ts';
import { useSendCampaign } from './admin-newsletter-queries.ts';

export interface CampaignComposerProps {
  /** Confirmed subscribers (shown in the send button and its confirmation); null while unknown. */
  subscribers: number | null;
  notify: (outcome: { ok: boolean; message: string }) => void;
}

export function CampaignComposer({ subscribers, notify }: CampaignComposerProps) {
  const [form] = Form.useForm<CampaignInput>();
  const [preview, setPreview] = useState<{ subject: string; html: string } | null>(null);
  const render = useMutation({ mutationFn: previewCampaign });
  const test = useMutation({ mutationFn: sendTestCampaign });
  const send = useSendCampaign();

  /** The validated draft, or null (the form shows why). */
  const draft = async (): Promise<CampaignInput | null> => {
    try {
      const values = await form.validateFields();
      return { subject: values.subject.trim(), body: values.body.trim() };
    } catch {
      return null;
    }
  };

  /** Runs a call with the draft; field messages from the API go under their fields. */
  const withDraft = async <T,>(call: (d: CampaignInput) => Promise<T>): Promise<T | null> => {
    const values = await draft();
    if (!values) return null;
    try {
      return await call(values);
    } catch (failure) {
      const left = showServerErrors(form, ['subject', 'body'], failure);
      if (left) notify({ ok: false, message: left });
      return null;
    }
  };

  const showPreview = async () => {
    const answer = await withDraft(render.mutateAsync);
    if (answer) setPreview(answer);
  };

  const sendTest = async () => {
    const answer = await withDraft(test.mutateAsync);
    if (answer) notify({ ok: true, message: answer.message });
  };

  const sendToAll = async () => {
    const campaign = await withDraft(send.mutateAsync);
    if (!campaign) return;
    notify({ ok: true, message: `The campaign is on its way to ${campaign.recipients} subscribers.` });
    form.resetFields();
    setPreview(null);
  };

  const audience = subscribers === null ? 'all confirmed subscribers' : subscribers === 1 ? '1 subscriber' : `${subscribers} subscribers`;

  return (
    <div className="campaign-composer">
      <Form form={form} layout="vertical" requiredMark={false} onValuesChange={() => setPreview(null)}>
        <Form.Item
          name="subject"
          label="Subject"
          rules={[
            { required: true, whitespace: true, message: 'Write a subject.' },
            { max: SUBJECT_MAX, message: `A subject has at most ${SUBJECT_MAX} characters.` },
          ]}
        >
          <Input maxLength={SUBJECT_MAX + 1} />
        </Form.Item>
        <Form.Item
          name="body"
          label="Newsletter (Markdown)"
          extra="Headings, **bold**, lists and [links](https://…) as in articles. No tracking is added."
          rules={[
            { required: true, whitespace: true, message: 'Write the newsletter.' },
            { max: CAMPAIGN_BODY_MAX, message: `A newsletter has at most ${CAMPAIGN_BODY_MAX.toLocaleString('en')} characters.` },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 8, maxRows: 24 }} />
        </Form.Item>
        <div className="campaign-composer__actions">
          <Button onClick={() => void showPreview()} loading={render.isPending}>
            Preview
          </Button>
          <Button onClick={() => void sendTest()} loading={test.isPending}>
            Send a test to yourself
          </Button>
          <Popconfirm
            title={`Send this newsletter to ${audience}?`}
            description="It goes out in batches and cannot be stopped."
            okText="Send"
            cancelText="Cancel"
            onConfirm={() => sendToAll()}
            disabled={subscribers === 0}
          >
            <Button type="primary" loading={send.isPending} disabled={subscribers === 0}>
              Send to {audience}
            </Button>
          </Popconfirm>
        </div>
      </Form>
      {subscribers === 0 && (
        <Alert type="info" showIcon title="There are no confirmed subscribers yet." className="campaign-composer__note" />
      )}
      {preview && (
        <section className="campaign-preview" aria-labelledby="campaign-preview-title">
          <h2 id="campaign-preview-title">Preview</h2>
          <p className="campaign-preview__subject">{preview.subject}</p>
          {/* Sanitised by the API with the articles' Markdown rules. */}
          <div className="campaign-preview__body" dangerouslySetInnerHTML={{ __html: preview.html }} />
        </section>
      )}
    </div>
  );
}
