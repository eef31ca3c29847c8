// A page of an article or a workflow tells the API, once, that the signed-in member opened it: it is
// then read (an article) and no longer new to them (docs/product/library.md#read-and-downloaded).
import { useEffect } from 'react';
import type { LibraryItem } from 'contracts';
import { useSession } from 'shared';
import { useMarkOpened } from './library-queries.ts';

export function useOpenedMark(item: LibraryItem | null): void {
  const userId = useSession().currentUser?.id ?? null;
  const { mutate } = useMarkOpened(userId);
  const kind = item?.kind;
  const id = item?.id;
  useEffect(() => {
    if (userId !== null && kind && id) mutate({ kind, id });
  }, [userId, kind, id, mutate]);
}
