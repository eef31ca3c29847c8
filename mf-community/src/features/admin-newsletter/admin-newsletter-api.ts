// The newsletter's staff calls: GET admin/newsletter/subscribers/ and subscribers.csv, POST
// admin/newsletter/preview/, POST admin/newsletter/campaigns/test/ and campaigns/, GET campaigns/.
import { API_BASE, ApiError, getSession, http } from 'shared';
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

/** The subscribers' CSV as a file (the download needs the session's token, so it is fetched first). */
export async function downloadSubscribersCsv(): Promise<{ blob: Blob; fileName: string }> {
  const token = getSession().token?.access;
  const response = await fetch(`${API_BASE}admin/newsletter/subscribers.csv`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, data.message ?? 'The list could not be downloaded.');
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'newsletter-subscribers.csv';
  return { blob: await response.blob(), fileName };
}
