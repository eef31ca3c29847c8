import { describe, it, expect, beforeAll } from '@jest/globals';
import { testSiteForSuite } from '../../../test/helpers.ts';
import type { DashboardActivity } from 'contracts';
import { createAccount, type TestAccount } from '../../../test/accounts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The ISO timestamp of noon (UTC) `n` days ago. */
const daysAgo = (n: number) => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12) - n * DAY_MS).toISOString();
};
const dayOf = (iso: string) => iso.slice(0, 10);

describe('GET /api/admin/dashboard/?days=', () => {
  const site = testSiteForSuite({ articles: [{ section: 'blog', slug: 'hello', title: 'Hello' }] });
  let staff: TestAccount;
  beforeAll(async () => {
    staff = await createAccount(site.app, { staff: true });
    const user = await createAccount(site.app);
    const db = site.app.db;
    const person = (email: string, joined: string) => ({
      email,
      first_name: 'Old',
      last_name: 'Timer',
      is_staff: 0,
      is_paid_member: 0,
      date_joined: joined,
    });
    await db
      .insertInto('users')
      .values([person('ten@example.com', daysAgo(10)), person('hundred@example.com', daysAgo(100))])
      .execute();
    const comment = (created: string) => ({
      section: 'blog',
      post_slug: 'hello',
      parent_id: null,
      user_id: user.id,
      content: 'Hi',
      created,
    });
    await db
      .insertInto('comments')
      .values([comment(daysAgo(0)), comment(daysAgo(3)), comment(daysAgo(3))])
      .execute();
    const subscriber = (n: number, confirmed: string | null) => ({
      email: `s${n}@example.com`,
      token: `t${n}`,
      unsubscribe_token: `u${n}`,
      created: daysAgo(40),
      confirmed_at: confirmed,
    });
    await db
      .insertInto('newsletter_subscribers')
      .values([subscriber(1, daysAgo(2)), subscriber(2, null), subscriber(3, daysAgo(45))])
      .execute();
    await db
      .insertInto('contact_messages')
      .values({ name: 'N', email: 'n@example.com', message: 'Hello', ip: '127.0.0.1', created: daysAgo(6) })
      .execute();
    const workflow = (slug: string, title: string) => ({
      slug,
      blog_slug: null,
      title,
      description: '',
      tags: '',
      category: 'image',
      difficulty: 'beginner',
      file_url: `/static/workflows/${slug}.json`,
      file_name: `${slug}.json`,
      thumbnail_url: null,
      created: '2025-01-01',
      source: 'upload',
      content_hash: slug,
      created_at: daysAgo(50),
      updated_at: daysAgo(50),
    });
    const [a, b] = await db
      .insertInto('workflows')
      .values([workflow('alpha', 'Alpha'), workflow('beta', 'Beta')])
      .returning('id')
      .execute();
    const download = (workflowId: number, ago: number, visitor: string) => ({ workflow_id: workflowId, day: dayOf(daysAgo(ago)), visitor });
    await db
      .insertInto('workflow_downloads')
      .values([
        download(a!.id, 0, 'v1'),
        download(a!.id, 0, 'v2'),
        download(a!.id, 0, 'v3'),
        download(a!.id, 20, 'v1'),
        download(a!.id, 20, 'v2'),
        download(a!.id, 20, 'v3'),
        download(b!.id, 1, 'v1'),
        download(b!.id, 1, 'v2'),
        download(b!.id, 1, 'v3'),
        download(b!.id, 1, 'v4'),
      ])
      .execute();
  });

  const activity = async (days: number | string) => {
    const res = await site.app.inject({ method: 'GET', url: `/api/admin/dashboard/?days=${days}`, headers: staff.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as DashboardActivity;
  };

  it('counts each kind of event per day over 7 days, with 0 on quiet days', async () => {
    const week = await activity(7);
    expect(week.days).toBe(7);
    expect(week.per_day.map((d) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => dayOf(daysAgo(n))));
    const on = (n: number) => week.per_day.find((d) => d.date === dayOf(daysAgo(n)));
    /** Day n's counts: those given, 0 for the rest. */
    const day = (n: number, counts: Partial<Omit<DashboardActivity['per_day'][number], 'date'>> = {}) => ({
      date: dayOf(daysAgo(n)),
      signups: 0,
      comments: 0,
      newsletter_confirmations: 0,
      contact_messages: 0,
      downloads: 0,
      ...counts,
    });
    expect(on(0)).toEqual(day(0, { signups: 2, comments: 1, downloads: 3 }));
    expect(on(1)).toMatchObject({ downloads: 4, signups: 0 });
    expect(on(2)).toMatchObject({ newsletter_confirmations: 1 });
    expect(on(3)).toMatchObject({ comments: 2 });
    expect(on(6)).toMatchObject({ contact_messages: 1 });
    expect(on(4)).toEqual(day(4));
    // Beta has more downloads than Alpha this week; over 30 days Alpha leads.
    expect(week.top_workflows.map((w) => [w.slug, w.downloads])).toEqual([
      ['beta', 4],
      ['alpha', 3],
    ]);
    expect((await activity(30)).top_workflows.map((w) => [w.title, w.downloads])).toEqual([
      ['Alpha', 6],
      ['Beta', 4],
    ]);
  });

  it('30 and 90 days reach further back; 30 is the default', async () => {
    const month = await activity(30);
    expect(month.per_day).toHaveLength(30);
    const total = (a: DashboardActivity, key: 'signups' | 'newsletter_confirmations') => a.per_day.reduce((sum, d) => sum + d[key], 0);
    expect(total(month, 'signups')).toBe(3);
    const quarter = await activity(90);
    expect(quarter.per_day).toHaveLength(90);
    expect(total(quarter, 'signups')).toBe(3);
    expect(total(quarter, 'newsletter_confirmations')).toBe(2);
    const fallback = await site.app.inject({ method: 'GET', url: '/api/admin/dashboard/', headers: staff.headers });
    expect(fallback.json().per_day).toHaveLength(30);
  });

  it('other ranges are 400 with a message', async () => {
    for (const days of ['5', '365', 'week', '7.5']) {
      const res = await site.app.inject({ method: 'GET', url: `/api/admin/dashboard/?days=${days}`, headers: staff.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ days: 'days must be 7, 30 or 90.' });
    }
  });

  it('GET /api/dashboard/ still gives the counts', async () => {
    const res = await site.app.inject({ method: 'GET', url: '/api/dashboard/', headers: staff.headers });
    expect(res.json()).toMatchObject({ users: 4, comments: 3, subscribers: 2, contact_messages: 1, workflows: 2 });
  });
});
