// The account page's server state (docs/product/accounts.md#account-page): reads GET account/ and
// GET account/sessions/; writes PATCH users/{id}/ (name, email), POST account/password/,
// POST account/sign-out-everywhere/, PUT account/newsletter/, GET|PUT account/reply-mails/, GET
// account/export/ (a download) and POST account/delete/. A write that ends the other sessions answers a new pair for this browser,
// which is stored at once; each write refreshes what it changed.
import { queryOptions, useMutation, useQueryClient, type DataTag, type QueryKey } from '@tanstack/react-query';
import { callApi, currentUserLoaded, freshQuery, getSession, signedOut, tokenRefreshed } from 'shared';
import type { AccountDeletion, PasswordChange, RouteBody } from 'contracts';

const ACCOUNT = ['account'] as const;

export function accountQuery() {
  return freshQuery([...ACCOUNT, 'details'], 'GET account/', 'Could not load the account');
}

export function sessionsQuery() {
  return queryOptions({
    ...freshQuery([...ACCOUNT, 'sessions'], 'GET account/sessions/', 'Could not load the sessions'),
    select: (answer) => answer.results,
  });
}

/** Every write changes the account (and maybe its sessions): both are asked again. */
function useAccountWrite<V, A>(mutationFn: (variables: V) => Promise<A>, failure: string, onAnswer?: (answer: A) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      onAnswer?.(answer);
      return client.invalidateQueries({ queryKey: ACCOUNT });
    },
    meta: { failure },
  });
}

/** Changes the name (at once) or the email (once the new address confirms it). */
export function useUpdateProfile(id: number) {
  return useAccountWrite(
    (changes: RouteBody<'PATCH users/:id/'>) => callApi('PATCH users/:id/', { params: { id }, body: changes }),
    'Could not save the profile',
    currentUserLoaded,
  );
}

export function useChangePassword() {
  return useAccountWrite(
    (change: PasswordChange) => callApi('POST account/password/', { body: change }),
    'Could not change the password',
    tokenRefreshed,
  );
}

/** Ends every other session; this browser carries on with a new pair. */
export function useSignOutEverywhereElse() {
  return useAccountWrite(
    () => callApi('POST account/sign-out-everywhere/', { body: { refresh: getSession().token?.refresh ?? '' } }),
    'Could not sign out the other sessions',
    tokenRefreshed,
  );
}

/** A setting's write, which answers the new state of a read: stored there at once. */
function useSettingWrite<V, A>(mutationFn: (variables: V) => Promise<A>, queryKey: DataTag<QueryKey, A, Error>, failure: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => client.setQueryData(queryKey, answer),
    meta: { failure },
  });
}

export function useSetNewsletter() {
  return useSettingWrite(
    (subscribed: boolean) => callApi('PUT account/newsletter/', { body: { subscribed } }),
    accountQuery().queryKey,
    'Could not change the newsletter setting',
  );
}

/** Whether the member gets a mail when someone replies to their comments. */
export function replyMailsQuery() {
  return queryOptions({
    ...freshQuery([...ACCOUNT, 'reply-mails'], 'GET account/reply-mails/', 'Could not load the reply mail setting'),
    select: (answer) => answer.enabled,
  });
}

export function useSetReplyMails() {
  return useSettingWrite(
    (enabled: boolean) => callApi('PUT account/reply-mails/', { body: { enabled } }),
    replyMailsQuery().queryKey,
    'Could not change the reply mail setting',
  );
}

/** Everything stored about the member, saved as a JSON file. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: async () => {
      const data = await callApi('GET account/export/');
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'ai-creator-hub-account.json';
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
    meta: { failure: 'Could not download the data' },
  });
}

/**
 * Deletes the account: the session ends, nothing of it stays in the cache, then `onDeleted` runs (it
 * leaves the page). It runs a task later, after the signed-out account page has sent the visitor to
 * sign in, so that its own navigation is the last one, also when the page is gone by then.
 */
export function useDeleteAccount(onDeleted: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deletion: AccountDeletion) => callApi('POST account/delete/', { body: deletion }),
    onSuccess: async () => {
      signedOut();
      client.removeQueries({ queryKey: ACCOUNT });
      await new Promise((resolve) => setTimeout(resolve, 0));
      onDeleted();
    },
    meta: { failure: 'Could not delete the account' },
  });
}
