// The account page's "Public progress page" card (decision 0032): GET and PUT progress/sharing/.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, freshQuery } from 'shared';
import type { RouteBody } from 'contracts';

const SHARING = ['progress', 'sharing'] as const;

export function progressSharingQuery() {
  return freshQuery(SHARING, 'GET progress/sharing/', 'Could not load the public progress page setting');
}

/** Saves the handle and the switch; the roadmap's own progress (which names the page) is asked again. */
export function useSetProgressSharing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: RouteBody<'PUT progress/sharing/'>) => callApi('PUT progress/sharing/', { body: change }),
    onSuccess: (sharing) => {
      client.setQueryData(SHARING, sharing);
      return client.invalidateQueries({ queryKey: ['progress', 'mine'] });
    },
    meta: { failure: 'Could not save the public progress page setting' },
  });
}
