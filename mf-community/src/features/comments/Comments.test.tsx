import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared/router';
import { currentUserLoaded, signedIn, signedOut } from 'shared';
import type { Comment, CommentReply } from 'contracts';
import { Comments } from './Comments.tsx';
import { fakeApi, json, type FakeRoute, type RecordedRequest } from '../../../../shared/test/fake-api.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { createUser } from '../../../../shared/test/fixtures.ts';
import { queryWrapper } from '../../../../shared/test/query-wrapper.tsx';

const server = mockApi();
let routes: Record<string, FakeRoute> = {};
let api: ReturnType<typeof fakeApi>;

const me = createUser({ id: 7, date_joined: '2025-01-01T00:00:00.000Z' });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const reply = (id: number, parent: number, authorId: number, content: string): CommentReply => ({
  id,
  post_slug: 'stable-diffusion',
  section: 'blog',
  parent,
  content,
  author: { id: authorId, name: authorId === me.id ? 'Asha Rao' : 'Bo Li', avatar_url: null },
  created: minutesAgo(5),
  reactions: { like: 0, love: 0, celebrate: 0, thinking: 0 },
  my_reaction: null,
});
const comment = (id: number, authorId: number, content: string, replies: CommentReply[] = []): Comment => ({
  ...reply(id, 0, authorId, content),
  parent: null,
  replies,
  reply_count: replies.length,
});

const bosComment = comment(1, 2, 'Great guide!\nSee https://example.com/more.', [reply(3, 1, 2, 'Older reply')]);
const myComment = comment(2, me.id, 'Mine');

beforeEach(() => {
  routes = { 'GET comments/': () => json([bosComment, myComment]), 'GET comments/count/': () => json({ count: 3 }) };
  api = fakeApi(server, routes);
  localStorage.clear();
});
afterEach(() => {
  signedOut();
});

function renderComments() {
  render(
    <MemoryRouter initialEntries={['/blog/stable-diffusion?tab=1']}>
      <Routes>
        <Route path="/blog/:name" element={<Comments postSlug="stable-diffusion" section="blog" />} />
        <Route path="/signin" element={<p>Sign-in screen</p>} />
      </Routes>
    </MemoryRouter>,
    { wrapper: queryWrapper() },
  );
}

const bodyOf = (request: RecordedRequest) => request.body as Record<string, unknown>;

describe('Comments for a visitor', () => {
  beforeEach(() => currentUserLoaded(null));

  it('lists comments with author, avatar initials, relative date, text with line breaks and nofollow links', async () => {
    renderComments();
    const first = await screen.findByRole('article', { name: 'Comment by Bo Li' });
    expect(api.requests[0]!.url).toBe('/api/comments/?postSlug=stable-diffusion&section=blog&limit=20');
    expect(within(first).getAllByText('BL')[0]!.closest('.ant-avatar')).toBeTruthy();
    expect(within(first).getAllByText('5 minutes ago')[0]!.tagName).toBe('TIME');
    const text = first.querySelector('.comment__content')!;
    expect(text.textContent).toBe('Great guide!\nSee https://example.com/more.');
    const link = within(first).getByRole('link', { name: 'https://example.com/more' });
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(screen.getByRole('article', { name: 'Reply by Bo Li' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeTruthy();
    // Visitors get neither a post box, nor Reply, nor Delete.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it("'Sign in to comment' stores redirectUrl and goes to /signin", async () => {
    renderComments();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in to comment' }));
    expect(await screen.findByText('Sign-in screen')).toBeTruthy();
    // Signing in brings the reader back to the comments, not to the top of the article.
    expect(localStorage.getItem('redirectUrl')).toBe('/blog/stable-diffusion?tab=1#comments');
  });

  it('says when there are no comments yet, and offers Retry when loading fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    routes['GET comments/'] = () => json({ message: 'Something went wrong on our side.' }, 500);
    renderComments();
    expect(await screen.findByText('The comments could not be loaded.')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Could not load the comments', expect.objectContaining({ status: 500 }));
    logged.mockRestore();
    routes['GET comments/'] = () => json([]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No comments yet. Start the conversation.')).toBeTruthy();
  });
});

describe('Comments in pages', () => {
  it('counts every comment and reply in the heading, not only the loaded page', async () => {
    routes['GET comments/count/'] = () => json({ count: 24 });
    renderComments();
    expect(await screen.findByRole('heading', { name: 'Comments (24)' })).toBeTruthy();
    expect(api.calls('GET comments/count/')[0]!.search).toBe('?postSlug=stable-diffusion&section=blog');
  });

  it('counts what is loaded when the count cannot be had, and logs that once', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    routes['GET comments/count/'] = () => json({ message: 'Something went wrong on our side.' }, 500);
    renderComments();
    expect(await screen.findByRole('heading', { name: 'Comments (3)' })).toBeTruthy();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Could not count the comments', expect.objectContaining({ status: 500 })));
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('shows a comment\'s newest replies and loads older ones with "Show N more replies"', async () => {
    const thread = { ...comment(1, 2, 'Busy thread', [reply(30, 1, 2, 'Reply 30'), reply(29, 1, 2, 'Reply 29')]), reply_count: 4 };
    routes['GET comments/'] = () => json([thread]);
    routes['GET comments/1/replies/'] = () => json([reply(28, 1, 2, 'Reply 28'), reply(27, 1, 2, 'Reply 27')]);
    renderComments();
    fireEvent.click(await screen.findByRole('button', { name: 'Show 2 more replies' }));
    expect(await screen.findByText('Reply 27')).toBeTruthy();
    expect(api.calls('GET comments/1/replies/')[0]!.search).toBe('?before=29&limit=20');
    expect(
      screen.getAllByRole('article', { name: 'Reply by Bo Li' }).map((a) => a.querySelector('.comment__content')!.textContent),
    ).toEqual(['Reply 30', 'Reply 29', 'Reply 28', 'Reply 27']);
    expect(screen.queryByRole('button', { name: /more repl/ })).toBeNull();
  });

  const page = (from: number) => Array.from({ length: 20 }, (_, i) => comment(from - i, 2, `Comment ${from - i}`));

  it('asks for the newest page, then older pages with "Load more comments" until a page is not full', async () => {
    routes['GET comments/'] = (request) => {
      const before = new URLSearchParams(request.search).get('before');
      return json(before === null ? page(45) : before === '26' ? page(25) : [comment(5, 2, 'Comment 5')]);
    };
    renderComments();
    expect(await screen.findByText('Comment 45')).toBeTruthy();
    expect(new URLSearchParams(api.requests[0]!.search).get('limit')).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: 'Load more comments' }));
    expect(await screen.findByText('Comment 6')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more comments' }));
    expect(await screen.findByText('Comment 5')).toBeTruthy();
    expect(screen.getAllByRole('article', { name: 'Comment by Bo Li' })).toHaveLength(41);
    expect(screen.queryByRole('button', { name: 'Load more comments' })).toBeNull();
  });

  it('offers no "Load more comments" when the first page is not full', async () => {
    renderComments();
    await screen.findByRole('article', { name: 'Comment by Bo Li' });
    expect(screen.queryByRole('button', { name: 'Load more comments' })).toBeNull();
  });
});

describe('Comments for a signed-in user', () => {
  beforeEach(() => signedIn({ access: 'access-token', refresh: 'refresh-token' }, me));

  it('posts a comment with the bearer token, shows it first and clears the box', async () => {
    routes['POST comments/'] = (request) => json(comment(5, me.id, String(bodyOf(request).content)), 201);
    renderComments();
    await screen.findByRole('article', { name: 'Comment by Bo Li' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your comment' }), { target: { value: '  New thought  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));

    await waitFor(() => expect(screen.getAllByRole('article', { name: 'Comment by Asha Rao' })).toHaveLength(2));
    const [post] = api.calls('POST comments/');
    expect(bodyOf(post!)).toEqual({ post_slug: 'stable-diffusion', section: 'blog', content: 'New thought' });
    expect(post!.authorization).toBe('Bearer access-token');
    const articles = screen.getAllByRole('article', { name: /^Comment by/ });
    expect(articles[0]!.textContent).toContain('New thought');
    expect((screen.getByRole('textbox', { name: 'Your comment' }) as HTMLTextAreaElement).value).toBe('');
  });

  it("asks for the heading's count again after a post", async () => {
    let count = 3;
    routes['GET comments/count/'] = () => json({ count });
    routes['POST comments/'] = (request) => {
      count = 4;
      return json(comment(5, me.id, String(bodyOf(request).content)), 201);
    };
    renderComments();
    expect(await screen.findByRole('heading', { name: 'Comments (3)' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your comment' }), { target: { value: 'Another thought' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('heading', { name: 'Comments (4)' })).toBeTruthy();
    expect(api.calls('GET comments/count/')).toHaveLength(2);
  });

  it('shows the error and keeps the text when saving fails', async () => {
    routes['POST comments/'] = () => ({
      status: 429,
      body: { message: 'You are posting very quickly.' },
      headers: { 'retry-after': '60' },
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderComments();
    await screen.findByRole('article', { name: 'Comment by Bo Li' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your comment' }), { target: { value: 'Keep me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('You are posting very quickly.')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Could not save the comment', expect.objectContaining({ status: 429 }));
    logged.mockRestore();
    expect((screen.getByRole('textbox', { name: 'Your comment' }) as HTMLTextAreaElement).value).toBe('Keep me');
    expect(screen.getAllByRole('article', { name: /^Comment by/ })).toHaveLength(2);
  });

  it('does not send an empty comment', async () => {
    renderComments();
    await screen.findByRole('article', { name: 'Comment by Bo Li' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your comment' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Write something first.')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('replies under a comment: the reply goes to the front of its replies and the box closes', async () => {
    routes['POST comments/reply/'] = (request) => json(reply(9, 1, me.id, String(bodyOf(request).content)), 201);
    renderComments();
    const first = await screen.findByRole('article', { name: 'Comment by Bo Li' });
    fireEvent.click(within(first).getAllByRole('button', { name: 'Reply' })[0]!);
    const box = within(first).getByRole('textbox', { name: 'Reply to Bo Li' });
    fireEvent.change(box, { target: { value: 'Thanks Bo' } });
    fireEvent.click(within(box.closest('form')!).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(within(first).queryByRole('textbox', { name: 'Reply to Bo Li' })).toBeNull());
    const replies = within(first).getAllByRole('article', { name: /^Reply by/ });
    expect(replies.map((r) => r.querySelector('.comment__content')!.textContent)).toEqual(['Thanks Bo', 'Older reply']);
    const [sent] = api.calls('POST comments/reply/');
    expect(bodyOf(sent!)).toEqual({ parent: 1, content: 'Thanks Bo' });
  });

  it('deletes only its own comment, after confirmation, and shows the list the server answers', async () => {
    routes['DELETE comments/2/'] = () => json([bosComment]);
    renderComments();
    const mine = await screen.findByRole('article', { name: 'Comment by Asha Rao' });
    const theirs = screen.getByRole('article', { name: 'Comment by Bo Li' });
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).toBeNull();

    fireEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    const confirmation = (await screen.findByText('Delete this comment?')).closest('.ant-popconfirm') as HTMLElement;
    expect(within(confirmation).getByText('Its replies are deleted too.')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Comment by Asha Rao' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Comment by Bo Li' })).toBeTruthy();
  });
});

describe('Reporting and hidden comments', () => {
  it('offers visitors no Report action', async () => {
    currentUserLoaded(null);
    renderComments();
    await screen.findByRole('article', { name: 'Comment by Bo Li' });
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it("reports someone else's comment with a chosen reason and shows the answer as a toast", async () => {
    signedIn({ access: 'access-token', refresh: 'refresh-token' }, me);
    routes['POST comments/1/report/'] = () => json({ message: 'Thank you for the report.' }, 201);
    renderComments();
    const bos = await screen.findByRole('article', { name: 'Comment by Bo Li' });
    const mine = screen.getByRole('article', { name: 'Comment by Asha Rao' });
    expect(within(mine).queryByRole('button', { name: 'Report' })).toBeNull();
    fireEvent.click(within(bos).getAllByRole('button', { name: 'Report' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Report the comment by Bo Li' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or hate' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Thank you for the report.')).toBeTruthy();
    const [report] = api.calls('POST comments/1/report/');
    expect(bodyOf(report!)).toEqual({ reason: 'harassment' });
    expect(report!.authorization).toBe('Bearer access-token');
  });

  it('reads the list with the token and marks the author’s hidden comment', async () => {
    signedIn({ access: 'access-token', refresh: 'refresh-token' }, me);
    routes['GET comments/'] = () => json([bosComment, { ...myComment, hidden: true }]);
    renderComments();
    const mine = await screen.findByRole('article', { name: 'Comment by Asha Rao' });
    expect(within(mine).getByText('Hidden by a moderator')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Comment by Bo Li' })).queryByText('Hidden by a moderator')).toBeNull();
    const [list] = api.calls('GET comments/');
    expect(list!.authorization).toBe('Bearer access-token');
  });
});
