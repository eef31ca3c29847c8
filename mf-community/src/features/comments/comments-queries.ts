// docs/product/community.md#comments: the comments' server state (TanStack Query). Reads: the list in
// pages, newest first (GET comments/, each comment with its newest replies and their count), the
// heading's count (GET comments/count/) and older replies of a comment (GET comments/{id}/replies/).
// Writes: post, reply, delete (answers the first page again), report and react (optimistic). The list
// is read with the session's token when there is one, and per reader: an author sees their comments
// that staff hid or that wait for approval, and each reader sees their own reaction.
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
import type { Comment, CommentReactions, CommentReply, Reaction, ReportReason, Section } from 'contracts';

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

/** A reaction's new counts: the reader's former choice taken off, the new one (if any) added. */
export function withReaction<T extends Pick<CommentReply, 'reactions' | 'my_reaction'>>(comment: T, chosen: Reaction | null): T {
  const reactions = { ...comment.reactions };
  if (comment.my_reaction) reactions[comment.my_reaction] = Math.max(0, reactions[comment.my_reaction] - 1);
  if (chosen) reactions[chosen] += 1;
  return { ...comment, reactions, my_reaction: chosen };
}

/**
 * The reader's reaction on a comment or reply: `chosen` sets it (replacing theirs), null removes it.
 * The loaded list and older replies show the change at once; a failure puts them back; either way
 * they are read again, so the counts are everyone's latest.
 */
export function useReaction(thread: Thread) {
  const client = useQueryClient();
  const list = [...threadKey(thread), 'list'];
  const replies = [...threadKey(thread), 'replies'];
  type Pages = InfiniteData<Comment[], number | undefined>;
  const apply = (id: number, change: <T extends CommentReply>(c: T) => T) => {
    const one = <T extends CommentReply>(c: T): T => (c.id === id ? change(c) : c);
    client.setQueryData<Pages>(list, (data) =>
      data ? { ...data, pages: data.pages.map((page) => page.map((c) => ({ ...one(c), replies: c.replies.map(one) }))) } : data,
    );
    client.setQueriesData<CommentReply[]>({ queryKey: replies }, (data) => data?.map(one));
  };
  return useMutation({
    mutationFn: ({ id, chosen }: { id: number; chosen: Reaction | null }): Promise<CommentReactions> =>
      chosen === null
        ? callApi('DELETE comments/:id/reaction/', { params: { id } })
        : callApi('PUT comments/:id/reaction/', { params: { id }, body: { reaction: chosen } }),
    onMutate: async ({ id, chosen }) => {
      await Promise.all([client.cancelQueries({ queryKey: list }), client.cancelQueries({ queryKey: replies })]);
      const before = { list: client.getQueryData<Pages>(list), replies: client.getQueriesData<CommentReply[]>({ queryKey: replies }) };
      apply(id, (c) => withReaction(c, chosen));
      return before;
    },
    onError: (_error, _vars, before) => {
      if (!before) return;
      client.setQueryData(list, before.list);
      for (const [key, data] of before.replies) client.setQueryData(key, data);
    },
    onSuccess: (answer) => apply(answer.id, (c) => ({ ...c, reactions: answer.reactions, my_reaction: answer.my_reaction })),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: list }), client.invalidateQueries({ queryKey: replies })]),
    meta: { failure: 'Could not save the reaction' },
  });
}
