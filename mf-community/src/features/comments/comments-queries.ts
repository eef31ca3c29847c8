// docs/product/community.md#comments: the comments' server state (TanStack Query). Reads: the list in
// pages, newest first (GET comments/, each comment with its newest replies and their count), the
// heading's count (GET comments/count/) and older replies of a comment (GET comments/{id}/replies/).
// Writes: post, reply, delete (answers the first page again) and report. The list is read with the
// session's token when there is one, and per reader: an author sees their comments that staff hid.
import { useState } from 'react';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { callApi } from 'shared';
import type { Comment, CommentReply, ReportReason, Section } from 'contracts';

/** Top-level comments per page; a full page means there may be more. */
export const PAGE_SIZE = 20;

/** Why a comment is reported (the API's list), as the dialog words it. */
export const REPORT_REASONS: { value: ReportReason; label: string }[] = [
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'harassment', label: 'Harassment or hate' },
  { value: 'off-topic', label: 'Off-topic' },
  { value: 'other', label: 'Something else' },
];

/** One article's comments as one reader sees them. */
export interface Thread {
  postSlug: string;
  section: Section;
  viewerId: number | null;
}

const threadKey = ({ postSlug, section, viewerId }: Thread) => ['comments', section, postSlug, viewerId] as const;

/** Comments from the pages loaded so far, each once (a page may repeat one after a post or delete). */
function flatten(data: InfiniteData<Comment[], number | undefined>): Comment[] {
  const seen = new Set<number>();
  return data.pages.flat().filter((comment) => !seen.has(comment.id) && Boolean(seen.add(comment.id)));
}

export function commentsQuery(thread: Thread) {
  const { postSlug, section } = thread;
  return infiniteQueryOptions({
    queryKey: [...threadKey(thread), 'list'],
    queryFn: ({ pageParam, signal }) =>
      callApi('GET comments/', { query: { postSlug, section, limit: PAGE_SIZE, before: pageParam }, signal }),
    initialPageParam: undefined as number | undefined,
    // A full page means older comments may follow: the next page is older than its last one.
    getNextPageParam: (page) => (page.length === PAGE_SIZE ? page.at(-1)?.id : undefined),
    select: flatten,
    // Signing in or out shows the list as it was until the reader's own list arrives.
    placeholderData: keepPreviousData,
    meta: { failure: 'Could not load the comments' },
  });
}

/** Every comment and reply the reader may see (the heading's total). */
export function commentCountQuery(thread: Thread) {
  const { postSlug, section } = thread;
  return queryOptions({
    queryKey: [...threadKey(thread), 'count'],
    queryFn: ({ signal }) => callApi('GET comments/count/', { query: { postSlug, section }, signal }),
    select: (answer) => answer.count,
    meta: { failure: 'Could not count the comments' },
  });
}

/** A page of a comment's replies older than the reply `before`, newest first. */
function repliesQuery(thread: Thread, parent: number, before: number) {
  return queryOptions({
    queryKey: [...threadKey(thread), 'replies', parent, before],
    queryFn: ({ signal }) => callApi('GET comments/:id/replies/', { params: { id: parent }, query: { before, limit: PAGE_SIZE }, signal }),
    staleTime: Infinity,
    meta: { failure: 'Could not load more replies' },
  });
}

/**
 * The older replies asked for with "Show N more replies": one query per page asked (a comment and the
 * reply it goes back from). `repliesOf` is a comment's replies with the older pages after them.
 */
export function useOlderReplies(thread: Thread) {
  const [asked, setAsked] = useState<{ parent: number; before: number }[]>([]);
  const pages = useQueries({
    queries: asked.map(({ parent, before }) => repliesQuery(thread, parent, before)),
    combine: (results) => results.map((result, i) => ({ ...asked[i]!, result })),
  });
  const of = (parent: number) => pages.filter((page) => page.parent === parent);
  return {
    repliesOf(comment: Comment): CommentReply[] {
      const shown = new Set(comment.replies.map((reply) => reply.id));
      const older = of(comment.id).flatMap((page) => page.result.data ?? []);
      return [...comment.replies, ...older.filter((reply) => !shown.has(reply.id) && Boolean(shown.add(reply.id)))];
    },
    loading: (parent: number) => of(parent).some((page) => page.result.isFetching),
    error: (parent: number) => of(parent).find((page) => page.result.isError)?.result.error ?? null,
    /** Asks for the page before the oldest reply shown (again, when that page failed). */
    loadOlder(parent: number, before: number) {
      const page = pages.find((p) => p.parent === parent && p.before === before);
      if (page) void page.result.refetch();
      else setAsked((list) => [...list, { parent, before }]);
    },
    /** Forgets them: the list they belong to was replaced. */
    reset: () => setAsked([]),
  };
}

/** The writes on the list: each updates the loaded list with the API's answer, and the count is asked again. */
export function useCommentWrites(thread: Thread) {
  const client = useQueryClient();
  const list = [...threadKey(thread), 'list'];
  const recount = () => client.invalidateQueries({ queryKey: [...threadKey(thread), 'count'] });
  const updateList = (update: (pages: Comment[][]) => Comment[][]) =>
    client.setQueryData<InfiniteData<Comment[], number | undefined>>(list, (data) =>
      data ? { ...data, pages: update(data.pages) } : data,
    );

  const post = useMutation({
    mutationFn: (content: string) => callApi('POST comments/', { body: { post_slug: thread.postSlug, section: thread.section, content } }),
    onSuccess: (comment) => {
      updateList(([first = [], ...rest]) => [[comment, ...first], ...rest]);
      return recount();
    },
    meta: { failure: 'Could not save the comment' },
  });

  const reply = useMutation({
    mutationFn: ({ parent, content }: { parent: number; content: string }) =>
      callApi('POST comments/reply/', { body: { parent, content } }),
    onSuccess: (saved) => {
      updateList((pages) =>
        pages.map((page) =>
          page.map((c) => (c.id === saved.parent ? { ...c, replies: [saved, ...c.replies], reply_count: c.reply_count + 1 } : c)),
        ),
      );
      return recount();
    },
    meta: { failure: 'Could not save the comment' },
  });

  const remove = useMutation({
    mutationFn: (id: number) => callApi('DELETE comments/:id/', { params: { id } }),
    // The API answers the first page again: it replaces what was loaded.
    onSuccess: (firstPage) => {
      client.setQueryData<InfiniteData<Comment[], number | undefined>>(list, { pages: [firstPage], pageParams: [undefined] });
      return Promise.all([recount(), client.invalidateQueries({ queryKey: [...threadKey(thread), 'replies'] })]);
    },
    meta: { failure: 'Could not delete the comment' },
  });

  return { post, reply, remove };
}

/** Reports a comment to the moderators; answers the message to show (also when reported before). */
export function useReportComment() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: ReportReason }) =>
      callApi('POST comments/:id/report/', { params: { id }, body: { reason } }),
    meta: { failure: 'Could not report the comment' },
  });
}
