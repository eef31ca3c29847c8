// The newsletter's staff calls: GET admin/newsletter/subscribers/ and subscribers.csv, POST
// admin/newsletter/preview/, POST admin/newsletter/campaigns/test/ and campaigns/, GET campaigns/.
import { API_BASE, ApiError, getSession, http } from 'shared';

/** The API's limits, mirrored by the form. */
export const SUBJECT_MAX = 200;
export const BODY_MAX = 50_000;

export interface Subscriber {
  id: number;
  email: string;
  subscribed: string;
  confirmed: string;
}

export interface Campaign {
  id: number;
  subject: string;
  status: 'sending' | 'sent';
  created: string;
  finished_at: string | null;
  by: string;
  recipients: number;
  sent: number;
  failed: number;
  pending: number;
  skipped: number;
}

export interface Paged<T> {
  count: number;
  results: T[];
}

export type CampaignDraft = {
  subject: string;
  body: string;
};

export function listSubscribers(page: number, pageSize: number, signal?: AbortSignal): Promise<Paged<Subscriber>> {
  return http.get<Paged<Subscriber>>('admin/newsletter/subscribers/', { query: { page, page_size: pageSize }, signal });
}

export function listCampaigns(page: number, pageSize: number, signal?: AbortSignal): Promise<Paged<Campaign>> {
  return http.get<Paged<Campaign>>('admin/newsletter/campaigns/', { query: { page, page_size: pageSize }, signal });
}

export function previewCampaign(draft: CampaignDraft): Promise<{ subject: string; html: string }> {
  return http.post<{ subject: string; html: string }>('admin/newsletter/preview/', draft);
}

export function sendTestCampaign(draft: CampaignDraft): Promise<{ message: string }> {
  return http.post<{ message: string }>('admin/newsletter/campaigns/test/', draft);
}

export function sendCampaign(draft: CampaignDraft): Promise<Campaign> {
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
