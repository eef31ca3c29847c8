// The newsletter screen's server state (TanStack Query): subscribers and campaigns (polled while one
// is sending); sending a campaign refreshes the campaigns.
import { queryOptions } from '@tanstack/react-query';
import { useStaffChange } from 'shared/admin';
import type { CampaignInput } from 'contracts';
import { listCampaigns, listSubscribers, sendCampaign } from './admin-newsletter-api.ts';

const ROOT = ['admin', 'newsletter'] as const;
/** How often the campaigns are read again while one is sending. */
export const SENDING_POLL_MS = 3000;

export function subscribersQuery(page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...ROOT, 'subscribers', { page, pageSize }],
    queryFn: ({ signal }) => listSubscribers(page, pageSize, signal),
    placeholderData: (previous) => previous,
  });
}

export function campaignsQuery(page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...ROOT, 'campaigns', { page, pageSize }],
    queryFn: ({ signal }) => listCampaigns(page, pageSize, signal),
    placeholderData: (previous) => previous,
    refetchInterval: (query) => (query.state.data?.results.some((c) => c.status === 'sending') ? SENDING_POLL_MS : false),
  });
}

export const useSendCampaign = () => useStaffChange((draft: CampaignInput) => sendCampaign(draft), [...ROOT, 'campaigns']);
