// A member's first comment held for approval (a staff setting, off by default): only its author
// ("waiting for approval") and staff see it; approving publishes it and the member's later comments.
import { describe, expect, it } from '@jest/globals';
import { auditEntries, testSiteForSuite } from '../../../test/helpers.ts';
import type { TestAccount } from '../../../test/accounts.ts';
import { commentersForSuite, commentingOn } from '../../../test/commenters.ts';
import type { AdminCommentList, Comment, CommentSettings } from 'contracts';

describe('first comments held for approval', () => {
  const site = testSiteForSuite({ articles: [{ section: 'blog', slug: 'video-models', title: 'Video models compared' }] });
  // Cy is the newcomer: no comment before the setting is on.
  const members = commentersForSuite(site);
  const { post, reply } = commentingOn(site, 'blog', 'video-models');
  const read = async (user: TestAccount | null) => {
    const headers = user?.headers ?? {};
    const list = await site.app.inject({ method: 'GET', url: '/api/comments/?postSlug=video-models&section=blog', headers });
    const count = await site.app.inject({ method: 'GET', url: '/api/comments/count/?postSlug=video-models&section=blog', headers });
    return { comments: list.json() as Comment[], count: (count.json() as { count: number }).count };
  };
  const settings = (payload?: object) =>
    site.app.inject({
      method: payload ? 'PUT' : 'GET',
      url: '/api/admin/comments/settings/',
      headers: members.staff.headers,
      ...(payload ? { payload } : {}),
    });

  it('is off by default: a first comment shows to everyone at once', async () => {
    expect((await settings()).json()).toEqual({ hold_first_comments: false });
    const c = await post(members.asha, 'Wan 2.2 handles motion far better than I expected.');
    expect(c.held).toBeUndefined();
    expect((await read(null)).comments.map((x) => x.id)).toContain(c.id);
  });

  it('when on, holds a member’s comments until one is approved; others never see them, nor their replies', async () => {
    const changed = await settings({ hold_first_comments: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json() as CommentSettings).toEqual({ hold_first_comments: true });
    expect((await settings({ hold_first_comments: 'yes' })).statusCode).toBe(400);
    expect((await auditEntries(site, 'setting')).map((e) => e.action)).toEqual(['comment.settings']);

    const before = await read(null);
    const held = await post(members.cy, 'My first try with LTX Video, settings below.');
    expect(held.held).toBe(true);
    // A second comment before approval waits too; the member replies to their own held comment.
    const ownReply = await reply(members.cy, held.id, 'Forgot: 24 fps.');
    expect(ownReply.held).toBe(true);

    for (const other of [null, members.bo]) {
      const seen = await read(other);
      expect(seen.comments.map((x) => x.id)).not.toContain(held.id);
      expect(seen.count).toBe(before.count);
      // Nor can they reply to it, react to it or open its replies.
      if (other) {
        const answer = await site.app.inject({
          method: 'POST',
          url: '/api/comments/reply/',
          headers: other.headers,
          payload: { parent: held.id, content: 'Hello' },
        });
        expect(answer.statusCode).toBe(404);
        const react = await site.app.inject({
          method: 'PUT',
          url: `/api/comments/${held.id}/reaction/`,
          headers: other.headers,
          payload: { reaction: 'like' },
        });
        expect(react.statusCode).toBe(404);
      }
      const replies = await site.app.inject({ method: 'GET', url: `/api/comments/${held.id}/replies/`, headers: other?.headers ?? {} });
      expect(replies.statusCode).toBe(404);
    }
    const own = await read(members.cy);
    expect(own.comments.find((x) => x.id === held.id)).toMatchObject({ held: true, replies: [{ held: true, content: 'Forgot: 24 fps.' }] });
    expect(own.count).toBe(before.count + 2);

    // Members with a published comment and staff are not held.
    expect((await post(members.asha, 'Second thoughts on Wan.')).held).toBeUndefined();
    expect((await post(members.staff, 'Welcome, everyone.')).held).toBeUndefined();

    const queue = (
      await site.app.inject({ method: 'GET', url: '/api/admin/comments/?status=held', headers: members.staff.headers })
    ).json() as AdminCommentList;
    expect(queue.held).toBe(2);
    expect(queue.results.map((c) => [c.id, c.status])).toEqual([
      [ownReply.id, 'held'],
      [held.id, 'held'],
    ]);
    const all = (
      await site.app.inject({ method: 'GET', url: '/api/admin/comments/', headers: members.staff.headers })
    ).json() as AdminCommentList;
    expect(all.results.slice(0, 2).map((c) => c.status)).toEqual(['held', 'held']);

    const approved = await site.app.inject({
      method: 'POST',
      url: `/api/admin/comments/${held.id}/approve/`,
      headers: members.staff.headers,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: held.id, status: 'visible' });
    expect((await auditEntries(site, 'comment', held.id)).map((e) => e.action)).toEqual(['comment.approve']);
    const published = (await read(null)).comments.find((x) => x.id === held.id)!;
    expect(published.held).toBeUndefined();
    // The reply is still waiting; the member's next comment is not held.
    expect(published.replies).toEqual([]);
    expect((await post(members.cy, 'Thanks for approving!')).held).toBeUndefined();

    await settings({ hold_first_comments: false });
  });
});
