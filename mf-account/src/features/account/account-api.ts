// The account page's calls (docs/product/accounts.md#account-page): GET account/, PATCH users/{id}/ (name,
// email), POST account/password/, GET account/sessions/, POST account/sign-out-everywhere/,
// PUT account/newsletter/, GET account/export/, POST account/delete/. A call that ends the other sessions
// answers a new pair for this browser, which is stored at once.
import { getSession, http, request, signedOut, tokenRefreshed, type TokenPair } from 'shared';
import type { Account, AccountDeletion, AccountSession, CurrentUser, PasswordChange } from 'contracts';

export function getAccount(signal?: AbortSignal): Promise<Account> {
  return http.get<Account>('account/', { signal });
}

export function updateProfile(id: number, changes: { first_name?: string; last_name?: string; email?: string }): Promise<CurrentUser> {
  return http.patch<CurrentUser>(`users/${id}/`, changes);
}

export async function changePassword(change: PasswordChange): Promise<void> {
  tokenRefreshed(await http.post<TokenPair>('account/password/', change));
}

export async function listSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  return (await http.get<{ results: AccountSession[] }>('account/sessions/', { signal })).results;
}

/** Ends every other session; this browser carries on with a new pair. */
export async function signOutEverywhereElse(): Promise<void> {
  const refresh = getSession().token?.refresh ?? '';
  tokenRefreshed(await http.post<TokenPair>('account/sign-out-everywhere/', { refresh }));
}

export function setNewsletter(subscribed: boolean): Promise<Account> {
  return request<Account>('PUT', 'account/newsletter/', { body: { subscribed } });
}

/** Everything stored about the member, saved as a JSON file. */
export async function downloadExport(): Promise<void> {
  const data = await http.get<object>('account/export/');
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'ai-creator-hub-account.json';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export async function deleteAccount(deletion: AccountDeletion): Promise<void> {
  await http.post('account/delete/', deletion);
  signedOut();
}
