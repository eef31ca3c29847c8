// /admin/newsletter (staff): the confirmed subscribers (count, a page at a time, CSV download), the
// campaign composer, and the campaigns sent with their counts (read again while one is sending).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, Tag, message as antMessage, type TableColumnsType } from 'antd';
import { errorMessage, usePageMeta, ADMIN_TABLE_CLASS, labelledColumns } from 'shared';
import { LoadFailed } from '../../app/LoadFailed.tsx';
import type { Campaign, Subscriber } from 'contracts';
import { downloadSubscribersCsv } from './admin-newsletter-api.ts';
import { campaignsQuery, subscribersQuery } from './admin-newsletter-queries.ts';
import { CampaignComposer } from './CampaignComposer.tsx';
import './admin-newsletter.css';

const PAGE_SIZE = 10;
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

const subscriberColumns: TableColumnsType<Subscriber> = [
  { title: 'Email', dataIndex: 'email', render: (email: string) => <span className="newsletter-admin__email">{email}</span> },
  { title: 'Confirmed', dataIndex: 'confirmed', width: 180, render: (at: string) => <time dateTime={at}>{formatDate(at)}</time> },
];

const campaignColumns: TableColumnsType<Campaign> = [
  { title: 'Subject', dataIndex: 'subject' },
  { title: 'Started', dataIndex: 'created', width: 170, render: (at: string) => <time dateTime={at}>{formatDate(at)}</time> },
  { title: 'By', dataIndex: 'by', width: 180 },
  {
    title: 'Status',
    dataIndex: 'status',
    width: 100,
    render: (status: Campaign['status']) => (status === 'sent' ? <Tag color="success">Sent</Tag> : <Tag color="processing">Sending</Tag>),
  },
  { title: 'Recipients', dataIndex: 'recipients', width: 100, align: 'right' },
  { title: 'Sent', dataIndex: 'sent', width: 70, align: 'right' },
  { title: 'Failed', dataIndex: 'failed', width: 70, align: 'right' },
  { title: 'Pending', dataIndex: 'pending', width: 80, align: 'right' },
];

export function AdminNewsletter() {
  usePageMeta('Newsletter');
  const [subscriberPage, setSubscriberPage] = useState(1);
  const [campaignPage, setCampaignPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const [toast, toastHolder] = antMessage.useMessage();
  const subscribers = useQuery(subscribersQuery(subscriberPage, PAGE_SIZE));
  const campaigns = useQuery(campaignsQuery(campaignPage, PAGE_SIZE));
  const notify = ({ ok, message }: { ok: boolean; message: string }) => void (ok ? toast.success(message) : toast.error(message));

  const download = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await downloadSubscribersCsv();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(url);
    } catch (failure) {
      notify({ ok: false, message: errorMessage(failure) });
    } finally {
      setDownloading(false);
    }
  };

  const count = subscribers.data?.count ?? null;

  return (
    <section className="newsletter-admin" aria-labelledby="newsletter-admin-title">
      {toastHolder}
      <h1 id="newsletter-admin-title">Newsletter</h1>

      <section aria-labelledby="compose-title" className="newsletter-admin__section">
        <h2 id="compose-title">New campaign</h2>
        <CampaignComposer subscribers={count} notify={notify} />
      </section>

      <section aria-labelledby="campaigns-title" className="newsletter-admin__section">
        <h2 id="campaigns-title">Campaigns</h2>
        {campaigns.isError && <LoadFailed what="campaigns" error={campaigns.error} retry={() => void campaigns.refetch()} />}
        <div className="newsletter-admin__table">
          <Table<Campaign>
            className={ADMIN_TABLE_CLASS}
            rowKey="id"
            columns={labelledColumns(campaignColumns)}
            dataSource={campaigns.data?.results ?? []}
            loading={campaigns.isLoading}
            scroll={{ x: 860 }}
            locale={{ emptyText: campaigns.isLoading ? 'Loading…' : 'No campaign sent yet.' }}
            pagination={{
              current: campaignPage,
              pageSize: PAGE_SIZE,
              total: campaigns.data?.count ?? 0,
              onChange: setCampaignPage,
              hideOnSinglePage: true,
            }}
          />
        </div>
      </section>

      <section aria-labelledby="subscribers-title" className="newsletter-admin__section">
        <div className="newsletter-admin__heading">
          <h2 id="subscribers-title">Subscribers</h2>
          <Button onClick={() => void download()} loading={downloading} disabled={count === 0}>
            Download CSV
          </Button>
        </div>
        {count !== null && (
          <p className="newsletter-admin__count">{count === 1 ? '1 confirmed subscriber' : `${count} confirmed subscribers`}</p>
        )}
        {subscribers.isError && <LoadFailed what="subscribers" error={subscribers.error} retry={() => void subscribers.refetch()} />}
        <div className="newsletter-admin__table">
          <Table<Subscriber>
            className={ADMIN_TABLE_CLASS}
            rowKey="id"
            columns={labelledColumns(subscriberColumns)}
            dataSource={subscribers.data?.results ?? []}
            loading={subscribers.isFetching}
            scroll={{ x: 480 }}
            locale={{ emptyText: subscribers.isLoading ? 'Loading…' : 'No confirmed subscribers yet.' }}
            pagination={{
              current: subscriberPage,
              pageSize: PAGE_SIZE,
              total: count ?? 0,
              onChange: setSubscriberPage,
              hideOnSinglePage: true,
            }}
          />
        </div>
      </section>
    </section>
  );
}
