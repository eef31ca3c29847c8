// docs/product/workflows.md#shared-results: the server state of a workflow's gallery (TanStack Query).
// Reads: the gallery in pages, newest first, per reader (an author also sees their own results waiting
// for review). Writes: share (multipart; the new result goes first into the loaded gallery), report,
// remove (out of the loaded gallery).
import { infiniteQueryOptions, keepPreviousData, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { callApi } from 'shared';
import { RESULT_PAGE, type ReportReason, type SharedResult } from 'contracts';

/** Why a result is reported (the API's list), as the dialog words it. */
export const REPORT_REASONS: { value: ReportReason; label: string }[] = [
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'harassment', label: 'Harassment, hate or explicit content' },
  { value: 'off-topic', label: 'Not made with this workflow' },
  { value: 'other', label: 'Something else' },
];

/** An upload of up to 30 MB may take longer than an ordinary call. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** One workflow's gallery as one reader sees it. */
export interface Gallery {
  workflowId: number;
  viewerId: number | null;
}

const galleryKey = ({ workflowId, viewerId }: Gallery) => ['results', workflowId, viewerId] as const;

export function galleryQuery(gallery: Gallery) {
  return infiniteQueryOptions({
    queryKey: galleryKey(gallery),
    queryFn: ({ pageParam, signal }) =>
      callApi('GET workflows/:key/results/', {
        params: { key: gallery.workflowId },
        query: { limit: RESULT_PAGE, before: pageParam },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.length === RESULT_PAGE ? page.at(-1)?.id : undefined),
    select: (data) => data.pages.flat(),
    // Signing in or out shows the gallery as it was until the reader's own arrives.
    placeholderData: keepPreviousData,
    meta: { failure: 'Could not load what members made' },
  });
}

export interface ShareInput {
  file: File;
  /** A video's poster frame, captured in the browser. */
  poster: Blob | null;
  prompt: string;
  settings: string;
}

/** Shares a result; it goes first into every loaded copy of the workflow's gallery (its author sees it waiting for review). */
export function useShareResult(workflowId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, poster, prompt, settings }: ShareInput) => {
      const form = new FormData();
      form.append('prompt', prompt);
      form.append('settings', settings);
      form.append('media', file, file.name);
      if (poster) form.append('poster', poster, 'poster.jpg');
      return callApi('POST workflows/:key/results/', { params: { key: workflowId }, body: form, timeoutMs: UPLOAD_TIMEOUT_MS });
    },
    onSuccess: (result) => {
      client.setQueriesData<InfiniteData<SharedResult[], number | undefined>>({ queryKey: ['results', workflowId] }, (data) =>
        data ? { ...data, pages: [[result, ...(data.pages[0] ?? [])], ...data.pages.slice(1)] } : data,
      );
    },
    meta: { failure: 'Could not share the result' },
  });
}

export function useReportResult() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: ReportReason }) =>
      callApi('POST results/:id/report/', { params: { id }, body: { reason } }),
    meta: { failure: 'Could not report the result' },
  });
}

/** Removes one's own result: out of every loaded copy of the gallery, and the workflow's card may change. */
export function useRemoveResult(workflowId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('DELETE results/:id/', { params: { id } }),
    onSuccess: (_, id) => {
      client.setQueriesData<InfiniteData<SharedResult[], number | undefined>>({ queryKey: ['results', workflowId] }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => page.filter((result) => result.id !== id)) } : data,
      );
      void client.invalidateQueries({ queryKey: ['workflows'] });
    },
    meta: { failure: 'Could not remove the result' },
  });
}
