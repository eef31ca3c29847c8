// Reactions on comments (one per member and comment, counted once under concurrent clicks) and the
// pinned comment (one per article, first on the first page), on SQLite and PostgreSQL alike.
import { describe, expect, it } from '@jest/globals';
import { auditEntries, testSiteForSuite } from '../../../test/helpers.ts';
import type { TestAccount } from '../../../test/accounts.ts';
import { commentersForSuite, commentingOn } from '../../../test/commenters.ts';
import { MODERATION_MESSAGES } from './moderation.ts';
import { NOT_PUBLISHED } from './service.ts';
import type { AdminComment, Comment, CommentReactions } from 'contracts';

describe('comment reactions and pins', () => {
  const site = testSiteForSuite({
    articles: [
      { section: 'blog', slug: 'flux-lora', title: 'Training a Flux LoRA' },
      { section: 'tutorials', slug: 'upscaling', title: 'Upscaling in ComfyUI' },
    ],
  });
  const members = commentersForSuite(site);
  const { post, reply } = commentingOn(site, 'blog', 'flux-lora');
  const upscaling = { section: 'tutorials', slug: 'upscaling' };
  const react = (user: TestAccount | null, id: number, reaction: unknown) =>
    site.app.inject({ method: 'PUT', url: `/api/comments/${id}/reaction/`, headers: user?.headers ?? {}, payload: { reaction } });
  const unreact = (user: TestAccount | null, id: number) =>
    site.app.inject({ method: 'DELETE', url: `/api/comments/${id}/reaction/`, headers: user?.headers ?? {} });
  const list = async (user: TestAccount | null, query = 'postSlug=flux-lora&section=blog') => {
    const res = await site.app.inject({ method: 'GET', url: `/api/comments/?${query}`, headers: user?.headers ?? {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json() as Comment[];
  };
  const staffPost = (url: string) => site.app.inject({ method: 'POST', url: `/api/admin/comments/${url}`, headers: members.staff.headers });

  it('one reaction per member: choosing another replaces it, removing clears it; counts and the reader’s own choice in the list', async () => {
    const c = await post(members.asha, 'The rank 16 setting worked best for me.');
    expect((await react(members.bo, c.id, 'like')).json()).toEqual({
      id: c.id,
      reactions: { like: 1, love: 0, celebrate: 0, thinking: 0 },
      my_reaction: 'like',
    });
    const replaced = (await react(members.bo, c.id, 'celebrate')).json() as CommentReactions;
    expect(replaced).toMatchObject({ reactions: { like: 0, celebrate: 1 }, my_reaction: 'celebrate' });
    await react(members.asha, c.id, 'celebrate');

    const seenByBo = (await list(members.bo)).find((x) => x.id === c.id)!;
    expect(seenByBo).toMatchObject({ reactions: { celebrate: 2, like: 0 }, my_reaction: 'celebrate' });
    // A visitor sees the counts and no one's choice.
    expect((await list(null)).find((x) => x.id === c.id)).toMatchObject({ reactions: { celebrate: 2 }, my_reaction: null });

    const removed = await unreact(members.bo, c.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ reactions: { celebrate: 1 }, my_reaction: null });
    // Removing again is no change.
    expect((await unreact(members.bo, c.id)).json()).toMatchObject({ reactions: { celebrate: 1 }, my_reaction: null });
  });

  it('counts a member once under concurrent clicks, whatever they click', async () => {
    const c = await post(members.asha, 'Does anyone train at 1024 px?');
    const clicks = [
      ...Array.from({ length: 12 }, (_, i) => react(members.bo, c.id, i % 3 === 0 ? 'love' : 'like')),
      ...Array.from({ length: 12 }, () => react(members.asha, c.id, 'thinking')),
    ];
    const answers = await Promise.all(clicks);
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const rows = await site.app.db.selectFrom('comment_reactions').select(['user_id', 'reaction']).where('comment_id', '=', c.id).execute();
    expect(rows.map((row) => row.user_id).sort()).toEqual([members.asha.id, members.bo.id].sort());
    const { reactions } = (await list(null)).find((x) => x.id === c.id)!;
    expect(Object.values(reactions).reduce((a, b) => a + b, 0)).toBe(2);
    expect(reactions.thinking).toBe(1);
  });

  it('refuses visitors, unknown reactions and comments the member cannot see; a held or hidden comment takes none', async () => {
    const c = await post(members.asha, 'A comment to react to.');
    expect((await react(null, c.id, 'like')).statusCode).toBe(401);
    const wrong = await react(members.bo, c.id, 'angry');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('reaction must be one of like, love, celebrate, thinking.');
    expect((await react(members.bo, 999_999, 'like')).statusCode).toBe(404);

    await staffPost(`${c.id}/hide/`);
    expect((await react(members.bo, c.id, 'like')).statusCode).toBe(404);
    const own = await react(members.asha, c.id, 'like');
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: NOT_PUBLISHED });
  });

  it('staff pin one comment per article: it leads the first page, once, marked pinned; pinning another replaces it', async () => {
    const older = await post(members.asha, 'Pin-worthy: the full settings table.', upscaling);
    const others = [];
    for (let i = 0; i < 4; i += 1) others.push(await post(members.bo, `Follow-up ${i}`, upscaling));
    const query = 'postSlug=upscaling&section=tutorials';

    const pinned = await staffPost(`${older.id}/pin/`);
    expect(pinned.statusCode).toBe(200);
    expect((pinned.json() as AdminComment).pinned).toBe(true);

    const first = await list(null, `${query}&limit=3`);
    expect(first.map((c) => c.id)).toEqual([older.id, others[3]!.id, others[2]!.id]);
    expect(first[0]!.pinned).toBe(true);
    expect(first[1]!.pinned).toBeUndefined();
    const next = await list(null, `${query}&limit=3&before=${others[2]!.id}`);
    expect(next.map((c) => c.id)).toEqual([others[1]!.id, others[0]!.id]);

    await staffPost(`${others[0]!.id}/pin/`);
    const after = await list(null, query);
    expect(after[0]!.id).toBe(others[0]!.id);
    expect(after.filter((c) => c.pinned).map((c) => c.id)).toEqual([others[0]!.id]);
    expect(after).toHaveLength(5);

    const thanks = await reply(members.asha, older.id, 'Thanks!');
    const pinReply = await staffPost(`${thanks.id}/pin/`);
    expect(pinReply.statusCode).toBe(409);
    expect(pinReply.json()).toEqual({ message: MODERATION_MESSAGES.pinReply });

    await staffPost(`${others[0]!.id}/unpin/`);
    expect((await list(null, query)).map((c) => c.id)).toEqual([...others.map((c) => c.id)].reverse().concat(older.id));
    expect((await auditEntries(site, 'comment', others[0]!.id)).map((e) => e.action)).toEqual(['comment.pin', 'comment.unpin']);
  });
});
