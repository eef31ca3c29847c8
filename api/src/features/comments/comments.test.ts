import { beforeAll, describe, expect, it } from '@jest/globals';
import { testSiteForSuite, expectDocumented } from '../../../test/helpers.ts';
import { createAccount, type TestAccount } from '../../../test/accounts.ts';
import { commentersForSuite } from '../../../test/commenters.ts';
import { POST_LIMIT, POST_TOO_MANY } from './routes.ts';
import { NOT_YOURS } from './service.ts';
import { REPLY_PREVIEW, type Comment, type CommentReply } from 'contracts';

describe('comments API', () => {
  const site = testSiteForSuite({
    articles: [
      { section: 'blog', slug: 'ComfyUIvsMidJourney', title: 'ComfyUI vs Midjourney' },
      { section: 'tutorials', slug: 'install-flux-comfyui', title: 'Install Flux' },
      { section: 'blog', slug: 'rate-limit', title: 'Rate limit' },
    ],
  });
  const members = commentersForSuite(site);
  beforeAll(async () => {
    await site.app.db
      .updateTable('users')
      .set({ avatar_url: 'https://site.test/static/avatars/asha.png' })
      .where('id', '=', members.asha.id)
      .execute();
  });

  const list = async (postSlug: string, section = 'blog') => {
    const res = await site.app.inject({ method: 'GET', url: `/api/comments/?postSlug=${encodeURIComponent(postSlug)}&section=${section}` });
    expect(res.statusCode).toBe(200);
    return res.json() as Comment[];
  };
  const comment = (user: TestAccount | null, payload: object) =>
    site.app.inject({ method: 'POST', url: '/api/comments/', headers: user?.headers ?? {}, payload });
  const reply = (user: TestAccount | null, payload: object) =>
    site.app.inject({ method: 'POST', url: '/api/comments/reply/', headers: user?.headers ?? {}, payload });
  const remove = (user: TestAccount | null, id: number | string) =>
    site.app.inject({ method: 'DELETE', url: `/api/comments/${id}/`, headers: user?.headers ?? {} });

  it('posts a comment (201) with its author and shows it to everyone', async () => {
    const res = await comment(members.asha, {
      post_slug: 'comfyuivsmidjourney',
      section: 'blog',
      content: '  Great comparison!\nThanks.  ',
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json() as Comment;
    expect(saved).toEqual({
      id: expect.any(Number),
      post_slug: 'ComfyUIvsMidJourney',
      section: 'blog',
      parent: null,
      content: 'Great comparison!\nThanks.',
      author: { id: members.asha.id, name: 'Asha Rao', avatar_url: 'https://site.test/static/avatars/asha.png' },
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      reactions: { like: 0, love: 0, celebrate: 0, thinking: 0 },
      my_reaction: null,
      replies: [],
      reply_count: 0,
    });
    expect(await list('ComfyUIvsMidJourney')).toEqual([saved]);
    // The slug matches in any case; another article has its own list.
    expect(await list('COMFYUIVSMIDJOURNEY')).toEqual([saved]);
    expect(await list('install-flux-comfyui', 'tutorials')).toEqual([]);
    expect(await list('no-such-article')).toEqual([]);
  });

  it('lists comments newest first and their replies newest first; a reply to a reply joins its top comment', async () => {
    const slug = 'install-flux-comfyui';
    const first = (await comment(members.asha, { post_slug: slug, section: 'tutorials', content: 'First' })).json() as Comment;
    const second = (await comment(members.bo, { post_slug: slug, section: 'tutorials', content: 'Second' })).json() as Comment;
    const r1 = await reply(members.bo, { parent: first.id, content: 'Reply one' });
    expect(r1.statusCode).toBe(201);
    expect(r1.json()).toEqual({
      id: expect.any(Number),
      post_slug: slug,
      section: 'tutorials',
      parent: first.id,
      content: 'Reply one',
      author: { id: members.bo.id, name: 'Bo Li', avatar_url: null },
      created: expect.any(String),
      reactions: { like: 0, love: 0, celebrate: 0, thinking: 0 },
      my_reaction: null,
    });
    // A reply to the reply is flattened onto the top comment.
    const nested = await reply(members.asha, { parent: (r1.json() as Comment).id, content: 'Reply to the reply' });
    expect(nested.statusCode).toBe(201);
    expect((nested.json() as Comment).parent).toBe(first.id);

    const comments = await list(slug, 'tutorials');
    expect(comments.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(comments[1]!.replies!.map((r) => r.content)).toEqual(['Reply to the reply', 'Reply one']);
    expect(comments[0]!.replies).toEqual([]);
  });

  it('pages long threads: newest first, `limit` at a time, older pages through the `before` cursor', async () => {
    const section = 'blog';
    const slug = 'rate-limit';
    const ids: number[] = [];
    for (let i = 0; i < 45; i += 1) {
      const rows = await site.app.db
        .insertInto('comments')
        .values({
          section,
          post_slug: slug,
          parent_id: null,
          user_id: members.bo.id,
          content: `Comment ${i}`,
          created: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
        })
        .returning('id')
        .execute();
      ids.push(rows[0]!.id);
    }
    await site.app.db
      .insertInto('comments')
      .values({
        section,
        post_slug: slug,
        parent_id: ids[5]!,
        user_id: members.asha.id,
        content: 'A reply deep down',
        created: '2025-02-01T00:00:00.000Z',
      })
      .execute();
    const page = async (query: string) => {
      const res = await site.app.inject({ method: 'GET', url: `/api/comments/?postSlug=${slug}&section=${section}${query}` });
      expect(res.statusCode).toBe(200);
      return res.json() as Comment[];
    };
    const first = await page('');
    expect(first.map((c) => c.id)).toEqual(ids.slice(-20).reverse());
    const second = await page(`&before=${first.at(-1)!.id}`);
    expect(second.map((c) => c.id)).toEqual(ids.slice(5, 25).reverse());
    const third = await page(`&before=${second.at(-1)!.id}&limit=50`);
    expect(third.map((c) => c.id)).toEqual(ids.slice(0, 5).reverse());
    expect(second.at(-1)!.replies!.map((r) => r.content)).toEqual(['A reply deep down']);
    expect(await page(`&before=${ids[0]}`)).toEqual([]);
    expect((await page('&limit=3')).map((c) => c.id)).toEqual(ids.slice(-3).reverse());
    for (const bad of ['&limit=0', '&limit=51', '&limit=x', '&before=-1']) {
      const res = await site.app.inject({ method: 'GET', url: `/api/comments/?postSlug=${slug}&section=${section}${bad}` });
      expect([bad, res.statusCode]).toEqual([bad, 400]);
    }
  });

  it(`pages a long reply thread: ${REPLY_PREVIEW} newest replies with the comment and its reply_count, older ones through the replies route`, async () => {
    const parent = (
      await comment(members.asha, { post_slug: 'comfyuivsmidjourney', section: 'blog', content: 'Busy thread' })
    ).json() as Comment;
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const rows = await site.app.db
        .insertInto('comments')
        .values({
          section: 'blog',
          post_slug: 'ComfyUIvsMidJourney',
          parent_id: parent.id,
          user_id: members.bo.id,
          content: `Reply ${i}`,
          created: new Date().toISOString(),
        })
        .returning('id')
        .execute();
      ids.push(rows[0]!.id);
    }
    const thread = (await list('ComfyUIvsMidJourney')).find((c) => c.id === parent.id)!;
    expect(thread.reply_count).toBe(30);
    expect(thread.replies.map((r) => r.id)).toEqual(ids.slice(-REPLY_PREVIEW).reverse());

    const replies = async (query: string) => {
      const res = await site.app.inject({ method: 'GET', url: `/api/comments/${parent.id}/replies/${query}` });
      expect([query, res.statusCode]).toEqual([query, 200]);
      return (res.json() as CommentReply[]).map((r) => r.id);
    };
    const older = await replies(`?before=${thread.replies.at(-1)!.id}`);
    expect(older).toEqual(ids.slice(5, 25).reverse());
    expect(await replies(`?before=${older.at(-1)}&limit=50`)).toEqual(ids.slice(0, 5).reverse());
    expect(await replies('?limit=2')).toEqual(ids.slice(-2).reverse());
    for (const bad of ['?limit=0', '?limit=51', '?before=x']) {
      const res = await site.app.inject({ method: 'GET', url: `/api/comments/${parent.id}/replies/${bad}` });
      expect([bad, res.statusCode]).toEqual([bad, 400]);
    }
    expect((await site.app.inject({ method: 'GET', url: '/api/comments/999999/replies/' })).statusCode).toBe(404);
    expect((await site.app.inject({ method: 'GET', url: `/api/comments/${ids[0]}/replies/` })).statusCode).toBe(404);
    await remove(members.asha, parent.id);
  });

  it('counts every comment and reply of an article the reader may see', async () => {
    const count = async (postSlug: string, section = 'blog', headers = {}) => {
      const res = await site.app.inject({ method: 'GET', url: `/api/comments/count/?postSlug=${postSlug}&section=${section}`, headers });
      expect(res.statusCode).toBe(200);
      return (res.json() as { count: number }).count;
    };
    const slug = 'count-me';
    const first = (
      await comment(members.asha, { post_slug: 'comfyuivsmidjourney', section: 'blog', content: 'Counted' })
    ).json() as Comment;
    const before = await count('ComfyUIvsMidJourney');
    await reply(members.bo, { parent: first.id, content: 'One' });
    await reply(members.bo, { parent: first.id, content: 'Two' });
    expect(await count('comfyuivsmidjourney')).toBe(before + 2);
    const shown = (await list('ComfyUIvsMidJourney')).reduce((n, c) => n + 1 + c.reply_count, 0);
    expect(await count('ComfyUIvsMidJourney')).toBe(shown);
    // A comment staff hid leaves the count with its replies, except for its author and staff.
    await site.app.db.updateTable('comments').set({ hidden_at: new Date().toISOString() }).where('id', '=', first.id).execute();
    expect(await count('ComfyUIvsMidJourney')).toBe(before - 1);
    expect(await count('ComfyUIvsMidJourney', 'blog', members.asha.headers)).toBe(before + 2);
    expect(await count('ComfyUIvsMidJourney', 'blog', members.staff.headers)).toBe(before + 2);
    expect(await count(slug)).toBe(0);
    expect((await site.app.inject({ method: 'GET', url: '/api/comments/count/?postSlug=x&section=nope' })).statusCode).toBe(400);
    await remove(members.asha, first.id);
  });

  it('answers a script or HTML payload as the same plain text', async () => {
    const payload = '<script>alert("x")</script><img src=x onerror=alert(1)> & <b>bold</b>';
    const res = await comment(members.bo, { post_slug: 'ComfyUIvsMidJourney', section: 'blog', content: payload });
    expect(res.statusCode).toBe(201);
    expect((res.json() as Comment).content).toBe(payload);
    const listed = (await list('ComfyUIvsMidJourney')).find((c) => c.id === (res.json() as Comment).id);
    expect(listed?.content).toBe(payload);
  });

  it('needs a signed-in user to write: 401 without a token or with a bad one', async () => {
    const anonymous = await comment(null, { post_slug: 'ComfyUIvsMidJourney', section: 'blog', content: 'Hi' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: expect.any(String) });
    expect((await reply(null, { parent: 1, content: 'Hi' })).statusCode).toBe(401);
    expect((await remove(null, 1)).statusCode).toBe(401);
    const badToken = await site.app.inject({
      method: 'POST',
      url: '/api/comments/',
      headers: { authorization: 'Bearer not-a-token' },
      payload: { post_slug: 'ComfyUIvsMidJourney', section: 'blog', content: 'Hi' },
    });
    expect(badToken.statusCode).toBe(401);
    // Anonymous with an invalid body is still 401 (who you are is checked first).
    expect((await comment(null, {})).statusCode).toBe(401);
  });

  it('answers 404 for a comment on a missing article and a reply to a missing comment', async () => {
    const noArticle = await comment(members.asha, { post_slug: 'no-such-article', section: 'blog', content: 'Hi' });
    expect(noArticle.statusCode).toBe(404);
    expect(noArticle.json().message).toContain('no-such-article');
    const noParent = await reply(members.asha, { parent: 999_999, content: 'Hi' });
    expect(noParent.statusCode).toBe(404);
    expect(noParent.json()).toEqual({ message: 'The comment you are replying to does not exist any more.' });
  });

  it.each([
    ['/api/comments/', { section: 'blog', content: 'Hi' }, 'post_slug', 'post_slug is required.'],
    [
      '/api/comments/',
      { post_slug: 'ComfyUIvsMidJourney', section: 'news', content: 'Hi' },
      'section',
      'section must be one of tutorials, blog, earning-ideas, workflows.',
    ],
    ['/api/comments/', { post_slug: 'ComfyUIvsMidJourney', section: 'blog' }, 'content', 'Write a comment.'],
    ['/api/comments/', { post_slug: 'ComfyUIvsMidJourney', section: 'blog', content: ' \n\t ' }, 'content', 'Write a comment.'],
    [
      '/api/comments/',
      { post_slug: 'ComfyUIvsMidJourney', section: 'blog', content: 'x'.repeat(5001) },
      'content',
      'A comment has at most 5,000 characters.',
    ],
    ['/api/comments/reply/', { content: 'Hi' }, 'parent', 'parent must be a comment id.'],
    ['/api/comments/reply/', { parent: 'abc', content: 'Hi' }, 'parent', 'parent must be a comment id.'],
    ['/api/comments/reply/', { parent: -3, content: 'Hi' }, 'parent', 'parent must be a comment id.'],
    ['/api/comments/reply/', { parent: 1, content: '' }, 'content', 'Write a comment.'],
  ])('POST %s %j → 400 with the %s message', async (url, payload, field, message) => {
    const res = await site.app.inject({ method: 'POST', url, headers: members.staff.headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), errors: { [field]: message } });
  });

  it('accepts exactly 5,000 characters', async () => {
    const res = await comment(members.staff, { post_slug: 'install-flux-comfyui', section: 'tutorials', content: 'y'.repeat(5000) });
    expect(res.statusCode).toBe(201);
    await remove(members.staff, (res.json() as Comment).id);
  });

  it.each([
    ['/api/comments/?section=blog', 'postSlug', 'postSlug is required.'],
    ['/api/comments/?postSlug=x', 'section', 'section must be one of tutorials, blog, earning-ideas, workflows.'],
  ])('GET %s → 400 with the %s message', async (url, field, message) => {
    const res = await site.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
  });

  it("deletes one's own comment with its replies and answers the new list; someone else's is 403; staff may delete any", async () => {
    const slug = 'ComfyUIvsMidJourney';
    const mine = (await comment(members.asha, { post_slug: slug, section: 'blog', content: 'Mine' })).json() as Comment;
    const theirs = (await comment(members.bo, { post_slug: slug, section: 'blog', content: 'Theirs' })).json() as Comment;
    const replyToMine = (await reply(members.bo, { parent: mine.id, content: 'A reply' })).json() as Comment;

    const forbidden = await remove(members.asha, theirs.id);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: NOT_YOURS });

    const before = await list(slug);
    const deleted = await remove(members.asha, mine.id);
    expect(deleted.statusCode).toBe(200);
    const after = deleted.json() as Comment[];
    expect(after).toEqual(before.filter((c) => c.id !== mine.id));
    expect(await list(slug)).toEqual(after);
    const stored = await site.app.db.selectFrom('comments').select('id').where('id', 'in', [mine.id, replyToMine.id]).execute();
    expect(stored).toEqual([]);

    const byStaff = await remove(members.staff, theirs.id);
    expect(byStaff.statusCode).toBe(200);
    expect((byStaff.json() as Comment[]).some((c) => c.id === theirs.id)).toBe(false);

    // A reply's author may delete the reply alone.
    const keep = (await comment(members.asha, { post_slug: slug, section: 'blog', content: 'Keep' })).json() as Comment;
    const boReply = (await reply(members.bo, { parent: keep.id, content: 'Bo says' })).json() as Comment;
    const afterReply = (await remove(members.bo, boReply.id)).json() as Comment[];
    expect(afterReply.find((c) => c.id === keep.id)?.replies).toEqual([]);
  });

  it('answers 404 deleting a missing comment and 400 for a bad id', async () => {
    expect((await remove(members.asha, 999_999)).statusCode).toBe(404);
    const bad = await remove(members.asha, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ id: 'id must be a comment id.' });
  });

  it("removes a user's comments when the user is deleted", async () => {
    const leaver = await createAccount(site.app, { firstName: 'Lee', lastName: 'Ver' });
    const posted = (await comment(leaver, { post_slug: 'rate-limit', section: 'blog', content: 'Bye' })).json() as Comment;
    await site.app.db.deleteFrom('users').where('id', '=', leaver.id).execute();
    expect((await list('rate-limit')).some((c) => c.id === posted.id)).toBe(false);
  });

  it('documents the community endpoints in the OpenAPI docs', async () => {
    await expectDocumented(site, [
      '/api/comments/',
      '/api/comments/reply/',
      '/api/comments/{id}/',
      '/api/comments/{id}/replies/',
      '/api/comments/count/',
      '/api/contact/',
      '/api/emailsubscribe/',
      '/api/emailsubscribe/confirm/',
      '/api/emailsubscribe/unsubscribe/',
    ]);
  });

  it(`rate limits posting per user: the post after ${POST_LIMIT.limit} in the window is 429 with Retry-After`, async () => {
    const poster = await createAccount(site.app, { firstName: 'Quick', lastName: 'Poster' });
    const first = (await comment(poster, { post_slug: 'rate-limit', section: 'blog', content: 'Post 1' })).json() as Comment;
    for (let i = 2; i <= POST_LIMIT.limit; i += 1) {
      const res =
        i % 2
          ? await comment(poster, { post_slug: 'rate-limit', section: 'blog', content: `Post ${i}` })
          : await reply(poster, { parent: first.id, content: `Reply ${i}` });
      expect(res.statusCode).toBe(201);
    }
    for (const limited of [
      await comment(poster, { post_slug: 'rate-limit', section: 'blog', content: 'One too many' }),
      await reply(poster, { parent: first.id, content: 'One too many' }),
    ]) {
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: POST_TOO_MANY });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Others can still post.
    expect((await comment(members.bo, { post_slug: 'rate-limit', section: 'blog', content: 'Still fine' })).statusCode).toBe(201);
  });
});
