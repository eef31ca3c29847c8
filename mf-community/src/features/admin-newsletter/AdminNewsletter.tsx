// /admin/newsletter (staff): the confirmed subscribers (count, a page at a time, CSV download), the
// campaign composer, and the campaigns sent with their counts (read again while one is sending).
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Tag, type TableColumnsType } from 'antd';
import { AdminScreen, AdminTable, DateTime, countOf, useListParams, useToasts } from 'shared/admin';
import type { Campaign, Subscriber } from 'contracts';
import { downloadSubscribersCsv } from './admin-newsletter-api.ts';
import { campaignsQuery, subscribersQuery } from './admin-newsletter-queries.ts';
import { CampaignComposer } from './CampaignComposer.tsx';
import './admin-newsletter.css';

const PAGE_SIZE = 10;

const subscriberColumns: TableColumnsType<Subscriber> = [
  { title: 'Email', dataIndex: 'email', render: (email: string) => <span className="newsletter-admin__email">{email}</span> },
  { title: 'Confirmed', dataIndex: 'confirmed', width: 180, render: (at: string) => <DateTime iso={at} /> },
];

const campaignColumns: TableColumnsType<Campaign> = [
  { title: 'Subject', dataIndex: 'subject' },
  { title: 'Started', dataIndex: 'created', width: 170, render: (at: string) => <DateTime iso={at} /> },
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

/** What the two tables show, besides their rows and paging. */
const CAMPAIGN_TABLE = { what: 'The campaigns', empty: 'No campaign sent yet.', columns: campaignColumns, scroll: { x: 860 } };
const SUBSCRIBER_TABLE = {
  what: 'The subscribers',
  empty: 'No confirmed subscribers yet.',
  columns: subscriberColumns,
  scroll: { x: 480 },
};

/** Saves the subscribers' CSV through a link to the downloaded file. */
async function saveSubscribersCsv(): Promise<void> {
  const { blob, fileName } = await downloadSubscribersCsv();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function AdminNewsletter() {
  const subscriberList = useListParams({}, { pageSize: PAGE_SIZE, prefix: 'subscribers.' });
  const campaignList = useListParams({}, { pageSize: PAGE_SIZE, prefix: 'campaigns.' });
  const toasts = useToasts();
  const subscribers = useQuery(subscribersQuery(subscriberList.page, PAGE_SIZE));
  const campaigns = useQuery(campaignsQuery(campaignList.page, PAGE_SIZE));
  const download = useMutation({ mutationFn: saveSubscribersCsv, onError: toasts.failed });
  const notify = ({ ok, message }: { ok: boolean; message: string }) => (ok ? toasts.done(message) : toasts.failed(message));
  const count = subscribers.data?.count ?? null;

  return (
    <AdminScreen title="Newsletter" className="newsletter-admin" toasts={toasts}>
      <section aria-labelledby="compose-title" className="newsletter-admin__section">
        <h2 id="compose-title">New campaign</h2>
        <CampaignComposer subscribers={count} notify={notify} />
      </section>

      <section aria-labelledby="campaigns-title" className="newsletter-admin__section">
        <h2 id="campaigns-title">Campaigns</h2>
        <AdminTable<Campaign> query={campaigns} list={campaignList} {...CAMPAIGN_TABLE} />
      </section>

      <section aria-labelledby="subscribers-title" className="newsletter-admin__section">
        <div className="newsletter-admin__heading">
          <h2 id="subscribers-title">Subscribers</h2>
          <Button onClick={() => download.mutate()} loading={download.isPending} disabled={count === 0}>
            Download CSV
          </Button>
        </div>
        {count !== null && <p className="newsletter-admin__count">{countOf(count, 'confirmed subscriber')}</p>}
        <AdminTable<Subscriber> query={subscribers} list={subscriberList} {...SUBSCRIBER_TABLE} />
      </section>
    </AdminScreen>
  );
}
