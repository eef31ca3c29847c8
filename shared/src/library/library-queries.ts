// The member's library on the client (docs/product/library.md, decision 0033): their saved items
// (GET library/), saving and taking out (PUT / DELETE library/{kind}/{id}/: shown at once, the cache
// takes the API's answer), marking an item opened (POST library/opened/) and the "new to you" lists
// (GET library/new/articles/, …/workflows/). Every key starts with the member's id, so one member's
// answers are never shown to the next one signed in on the same browser.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Library, LibraryItem, RouteQuery } from 'contracts';
import { callApi } from 'shared';

const memberKey = (userId: number) => ['library', userId] as const;

export function libraryQuery(userId: number) {
  return queryOptions({
    queryKey: [...memberKey(userId), 'items'],
    queryFn: ({ signal }) => callApi('GET library/', { signal }),
    meta: { failure: 'Could not load your library' },
  });
}

export function newArticlesQuery(userId: number, query: RouteQuery<'GET library/new/articles/'>) {
  return queryOptions({
    queryKey: [...memberKey(userId), 'new', 'articles', query],
    queryFn: ({ signal }) => callApi('GET library/new/articles/', { query, signal }),
    meta: { failure: 'Could not load what is new to you' },
  });
}

export function newWorkflowsQuery(userId: number, query: RouteQuery<'GET library/new/workflows/'>) {
  return queryOptions({
    queryKey: [...memberKey(userId), 'new', 'workflows', query],
    queryFn: ({ signal }) => callApi('GET library/new/workflows/', { query, signal }),
    meta: { failure: 'Could not load what is new to you' },
  });
}

const sameItem = (item: Pick<LibraryItem, 'kind' | 'id'>) => (other: Pick<LibraryItem, 'kind' | 'id'>) =>
  other.kind === item.kind && other.id === item.id;

/** Whether the item is in the library (false while it loads). */
export const isSaved = (library: Library | undefined, item: LibraryItem) => library?.results.some(sameItem(item)) ?? false;

export interface SaveChange {
  item: LibraryItem;
  save: boolean;
}

/** Saves an item or takes it out; the library in the cache follows the API's answer. */
export function useSaveItem(userId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, save }: SaveChange) =>
      save ? callApi('PUT library/:kind/:id/', { params: item }) : callApi('DELETE library/:kind/:id/', { params: item }),
    onSuccess: (entry, { item }) => {
      if (userId === null) return;
      client.setQueryData<Library>(libraryQuery(userId).queryKey, (library) =>
        library ? { results: [...(entry ? [entry] : []), ...library.results.filter((other) => !sameItem(item)(other))] } : library,
      );
    },
    meta: { failure: 'Could not change your library' },
  });
}

/** Tells the API the member opened the item; their library and "new to you" lists are asked again. */
export function useMarkOpened(userId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: LibraryItem) => callApi('POST library/opened/', { body: item }),
    onSuccess: () => (userId === null ? undefined : client.invalidateQueries({ queryKey: memberKey(userId) })),
    meta: { failure: 'Could not mark the page as read' },
  });
}
