// Comment moderation: visitors report, staff hide / unhide / delete; who sees a hidden comment
// (visitor: no; its author: yes, marked hidden; staff: yes); the audit entries of every staff change.
import { describe, expect, it } from '@jest/globals';
import { auditEntries, testSiteForSuite, expectDocumented } from '../../../test/helpers.ts';
import type { TestAccount } from '../../../test/accounts.ts';
import { commentersForSuite, commentingOn } from '../../../test/commenters.ts';
import { MODERATION_MESSAGES } from './moderation.ts';
import { REPORT_MESSAGES } from './service.ts';
import type { AdminCommentList, Comment } from 'contracts';

describe('comment moderation', () => {
  const site = testSiteForSuite({
    articles: [
      { section: 'blog', slug: 'Moderated', title: 'A moderated article' },
      { section: 'tutorials', slug: 'quiet', title: 'A quiet tutorial' },
    ],
  });
  const members = commentersForSuite(site);

  const { post, reply } = commentingOn(site, 'blog', 'Moderated');
  const quietTutorial = { section: 'tutorials', slug: 'quiet' };
  const publicList = async (user: TestAccount | null, section = 'blog', slug = 'Moderated') => {
    const res = await site.app.inject({
      method: 'GET',
      url: `/api/comments/?postSlug=${slug}&section=${section}`,
      headers: user?.headers ?? {},
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Comment[];
  };
  const report = (user: TestAccount | null, id: number | string, reason: unknown = 'spam') =>
    site.app.inject({ method: 'POST', url: `/api/comments/${id}/report/`, headers: user?.headers ?? {}, payload: { reason } });
  const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, user: TestAccount | null = members.staff) =>
    site.app.inject({ method, url: `/api/admin/comments/${url}`, headers: user?.headers ?? {} });
  const auditOf = (id: number) => auditEntries(site, 'comment', id);

  it('takes one report per user and comment, with a reason from the list, never on your own comment', async () => {
    const spam = await post(members.asha, 'Buy followers now');
    const first = await report(members.bo, spam.id, 'spam');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: REPORT_MESSAGES.thanks });
    const again = await report(members.bo, spam.id, 'harassment');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: REPORT_MESSAGES.already });
    expect((await report(members.cy, spam.id, 'off-topic')).statusCode).toBe(201);

    const own = await report(members.asha, spam.id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: REPORT_MESSAGES.own });
    expect((await report(null, spam.id)).statusCode).toBe(401);
    expect((await report(members.bo, 999_999)).statusCode).toBe(404);
    const badReason = await report(members.bo, spam.id, 'boring');
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().errors).toEqual({ reason: 'reason must be one of spam, harassment, off-topic, other.' });
    expect((await report(members.bo, 'abc')).json().errors).toEqual({ id: 'id must be a comment id.' });

    const listed = (await admin('GET', '?status=reported')).json() as AdminCommentList;
    const entry = listed.results.find((c) => c.id === spam.id);
    expect(entry).toMatchObject({ report_count: 2, reports: { spam: 1, 'off-topic': 1 }, status: 'visible' });
  });

  it('lists every article’s comments newest first with reported ones first, filters by article and status, pages', async () => {
    const older = await post(members.bo, 'An older tutorial comment', quietTutorial);
    const newer = await post(members.cy, 'A newer tutorial comment', quietTutorial);
    const answer = await reply(members.asha, newer.id, 'A reply');
    const res = await admin('GET', '');
    expect(res.statusCode).toBe(200);
    const all = res.json() as AdminCommentList;
    expect(all.count).toBe(4);
    expect(all.reported).toBe(1);
    expect(all.results.map((c) => c.content)).toEqual([
      'Buy followers now',
      'A reply',
      'A newer tutorial comment',
      'An older tutorial comment',
    ]);
    expect(all.results[2]).toEqual({
      id: newer.id,
      article: { section: 'tutorials', slug: 'quiet', title: 'A quiet tutorial' },
      author: { id: members.cy.id, name: 'Cy Ng', email: members.cy.email },
      parent: null,
      content: 'A newer tutorial comment',
      created: expect.any(String),
      status: 'visible',
      hidden_at: null,
      pinned: false,
      replies: 1,
      report_count: 0,
      reports: {},
    });
    expect(all.results[1]).toMatchObject({ id: answer.id, parent: newer.id, replies: 0 });

    const quiet = (await admin('GET', '?article=tutorials/quiet&page_size=2&page=2')).json() as AdminCommentList;
    expect(quiet.count).toBe(3);
    expect(quiet.results.map((c) => c.id)).toEqual([older.id]);
    expect(((await admin('GET', '?status=visible&article=blog/moderated')).json() as AdminCommentList).count).toBe(1);
    const articles = (await admin('GET', 'articles/')).json();
    expect(articles).toEqual([
      { section: 'blog', slug: 'Moderated', title: 'A moderated article', comments: 1 },
      { section: 'tutorials', slug: 'quiet', title: 'A quiet tutorial', comments: 3 },
    ]);
    for (const bad of ['?status=gone', '?page=0', '?page_size=101', '?article=nothing']) {
      const answer = await admin('GET', bad);
      expect([bad, answer.statusCode]).toEqual([bad, 400]);
      expect(Object.keys(answer.json().errors).length).toBe(1);
    }
  });

  it('hides a comment from visitors and other users, shows it to its author marked hidden and to staff; unhides it', async () => {
    const rude = await post(members.asha, 'Something rude');
    const answer = await reply(members.bo, rude.id, 'Please be kind');
    const hidden = await admin('POST', `${rude.id}/hide/`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id: rude.id, status: 'hidden', hidden_at: expect.any(String) });

    expect((await publicList(null)).some((c) => c.id === rude.id)).toBe(false);
    expect((await publicList(members.cy)).some((c) => c.id === rude.id)).toBe(false);
    // A reply under a hidden comment goes with it, even for the reply's author.
    expect((await publicList(members.bo)).some((c) => c.id === rude.id)).toBe(false);
    const forAuthor = (await publicList(members.asha)).find((c) => c.id === rude.id);
    expect(forAuthor).toMatchObject({ content: 'Something rude', hidden: true });
    expect(forAuthor!.replies!.map((r) => r.id)).toEqual([answer.id]);
    expect((await publicList(members.staff)).find((c) => c.id === rude.id)?.hidden).toBe(true);
    // Others cannot report what they cannot see.
    expect((await report(members.cy, rude.id)).statusCode).toBe(404);

    const stored = await site.app.db.selectFrom('comments').select('content').where('id', '=', rude.id).executeTakeFirst();
    expect(stored?.content).toBe('Something rude');
    expect(((await admin('GET', '?status=hidden')).json() as AdminCommentList).results.map((c) => c.id)).toEqual([rude.id]);

    const shown = await admin('POST', `${rude.id}/unhide/`);
    expect(shown.json()).toMatchObject({ status: 'visible', hidden_at: null });
    const visible = (await publicList(null)).find((c) => c.id === rude.id);
    expect(visible).toBeDefined();
    expect(visible!.hidden).toBeUndefined();

    // Hiding twice records one change.
    await admin('POST', `${rude.id}/hide/`);
    await admin('POST', `${rude.id}/hide/`);
    expect((await auditOf(rude.id)).map((e) => [e.action, e.actor_email])).toEqual([
      ['comment.hide', members.staff.email],
      ['comment.unhide', members.staff.email],
      ['comment.hide', members.staff.email],
    ]);
    expect(JSON.parse((await auditOf(rude.id))[0]!.details)).toEqual({
      article: 'blog/Moderated',
      author_id: members.asha.id,
      content: 'Something rude',
    });
  });

  it('dismisses reports, deletes a reply or a comment without replies, and a whole thread; refuses the wrong one with 409', async () => {
    const thread = await post(members.cy, 'A thread');
    const r1 = await reply(members.asha, thread.id, 'First reply');
    await reply(members.bo, thread.id, 'Second reply');
    await report(members.asha, thread.id, 'other');
    const kept = await admin('POST', `${thread.id}/dismiss-reports/`);
    expect(kept.json()).toMatchObject({ report_count: 0, reports: {} });

    const refused = await admin('DELETE', `${thread.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: MODERATION_MESSAGES.hasReplies });
    const notThread = await admin('DELETE', `${r1.id}/thread/`);
    expect(notThread.statusCode).toBe(409);
    expect(notThread.json()).toEqual({ message: MODERATION_MESSAGES.isReply });

    const one = await admin('DELETE', `${r1.id}/`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ message: MODERATION_MESSAGES.deleted });
    expect((await publicList(null)).find((c) => c.id === thread.id)?.replies?.map((r) => r.content)).toEqual(['Second reply']);

    const all = await admin('DELETE', `${thread.id}/thread/`);
    expect(all.json()).toEqual({ message: MODERATION_MESSAGES.threadDeleted });
    expect((await publicList(null)).some((c) => c.id === thread.id)).toBe(false);
    const left = await site.app.db.selectFrom('comments').select('id').where('parent_id', '=', thread.id).execute();
    expect(left).toEqual([]);
    expect((await admin('DELETE', `${thread.id}/thread/`)).statusCode).toBe(404);
    expect((await auditOf(thread.id)).map((e) => e.action)).toEqual(['comment.dismiss_reports', 'comment.delete_thread']);
    expect(JSON.parse((await auditOf(thread.id))[1]!.details)).toMatchObject({ replies: 1 });
    expect((await auditOf(r1.id)).map((e) => e.action)).toEqual(['comment.delete']);
  });

  it('lets only staff in: 401 anonymous, 403 for a user, and documents the routes', async () => {
    const target = await post(members.bo, 'Guarded');
    for (const [method, url] of [
      ['GET', ''],
      ['GET', 'articles/'],
      ['POST', `${target.id}/hide/`],
      ['POST', `${target.id}/unhide/`],
      ['POST', `${target.id}/dismiss-reports/`],
      ['DELETE', `${target.id}/`],
      ['DELETE', `${target.id}/thread/`],
    ] as const) {
      expect([method, url, (await admin(method, url, null)).statusCode]).toEqual([method, url, 401]);
      expect([method, url, (await admin(method, url, members.bo)).statusCode]).toEqual([method, url, 403]);
    }
    expect((await publicList(null)).some((c) => c.id === target.id)).toBe(true);
    const docs = await expectDocumented(site, [
      '/api/comments/{id}/report/',
      '/api/admin/comments/',
      '/api/admin/comments/articles/',
      '/api/admin/comments/{id}/hide/',
      '/api/admin/comments/{id}/unhide/',
      '/api/admin/comments/{id}/dismiss-reports/',
      '/api/admin/comments/{id}/',
      '/api/admin/comments/{id}/thread/',
    ]);
    expect(Object.keys(docs.paths['/api/admin/comments/'].get.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
  });
});
