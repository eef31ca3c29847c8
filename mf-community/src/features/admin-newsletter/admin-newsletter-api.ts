// The newsletter's staff calls: GET admin/newsletter/subscribers/ and subscribers.csv, POST
// admin/newsletter/preview/, POST admin/newsletter/campaigns/test/ and campaigns/, GET campaigns/.
import { callApi } from 'shared';
import type { Campaign, CampaignInput, CampaignPage, SubscriberPage } from 'contracts';

export function listSubscribers(page: number, pageSize: number, signal?: AbortSignal): Promise<SubscriberPage> {
  return callApi('GET admin/newsletter/subscribers/', { query: { page, page_size: pageSize }, signal });
}

export function listCampaigns(page: number, pageSize: number, signal?: AbortSignal): Promise<CampaignPage> {
  return callApi('GET admin/newsletter/campaigns/', { query: { page, page_size: pageSize }, signal });
}

export function previewCampaign(draft: CampaignInput): Promise<{ subject: string; html: string }> {
  return callApi('POST admin/newsletter/preview/', { body: draft });
}

export function sendTestCampaign(draft: CampaignInput): Promise<{ message: string }> {
  return callApi('POST admin/newsletter/campaigns/test/', { body: draft });
}

export function sendCampaign(draft: CampaignInput): Promise<Campaign> {
  return callApi('POST admin/newsletter/campaigns/', { body: draft });
}

/** The subscribers' CSV as a file (fetched with the session's token, then saved by the browser). */
export async function downloadSubscribersCsv(today = new Date()): Promise<{ blob: Blob; fileName: string }> {
  const csv = await callApi('GET admin/newsletter/subscribers.csv');
  return { blob: new Blob([csv], { type: 'text/csv' }), fileName: `newsletter-subscribers-${today.toISOString().slice(0, 10)}.csv` };
}
