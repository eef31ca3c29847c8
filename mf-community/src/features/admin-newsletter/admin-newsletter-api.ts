// The newsletter's staff calls: GET admin/newsletter/subscribers/ and subscribers.csv, POST
// admin/newsletter/preview/, POST admin/newsletter/campaigns/test/ and campaigns/, GET campaigns/.
import { http } from 'shared';
import type { Campaign, CampaignInput, CampaignPage, SubscriberPage } from 'contracts';

export function listSubscribers(page: number, pageSize: number, signal?: AbortSignal): Promise<SubscriberPage> {
  return http.get<SubscriberPage>('admin/newsletter/subscribers/', { query: { page, page_size: pageSize }, signal });
}

export function listCampaigns(page: number, pageSize: number, signal?: AbortSignal): Promise<CampaignPage> {
  return http.get<CampaignPage>('admin/newsletter/campaigns/', { query: { page, page_size: pageSize }, signal });
}

export function previewCampaign(draft: CampaignInput): Promise<{ subject: string; html: string }> {
  return http.post<{ subject: string; html: string }>('admin/newsletter/preview/', draft);
}

export function sendTestCampaign(draft: CampaignInput): Promise<{ message: string }> {
  return http.post<{ message: string }>('admin/newsletter/campaigns/test/', draft);
}

export function sendCampaign(draft: CampaignInput): Promise<Campaign> {
  return http.post<Campaign>('admin/newsletter/campaigns/', draft);
}

/** The subscribers' CSV as a file (fetched with the session's token, then saved by the browser). */
export async function downloadSubscribersCsv(today = new Date()): Promise<{ blob: Blob; fileName: string }> {
  const csv = await http.get<string>('admin/newsletter/subscribers.csv');
  return { blob: new Blob([csv], { type: 'text/csv' }), fileName: `newsletter-subscribers-${today.toISOString().slice(0, 10)}.csv` };
}
