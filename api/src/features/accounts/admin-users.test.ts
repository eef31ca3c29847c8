import { describe, it, expect, beforeAll } from '@jest/globals';
import { testSiteForSuite } from '../../../test/helpers.ts';
import { LAST_STAFF, NOTHING_TO_CHANGE, OWN_ACCOUNT_DISABLE, OWN_STAFF_FLAG } from './admin-users.ts';
import type { AdminUser } from 'contracts';
import { ACCOUNT_DISABLED } from './service.ts';
import { commentAs, createAccount, type TestAccount } from '../../../test/accounts.ts';

interface AuditRow {
  actor_id: number;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  details: Record<string, unknown>;
}

describe('staff users API (/api/admin/users/)', () => {
  const site = testSiteForSuite({ articles: [{ section: 'blog', slug: 'hello', title: 'Hello world' }] });
  let boss: TestAccount;
  let alice: TestAccount;
  let bob: TestAccount;
  let carol: TestAccount;
  beforeAll(async () => {
    boss = await createAccount(site.app, { email: 'boss@example.com', firstName: 'Bea', lastName: 'Boss', staff: true });
    alice = await createAccount(site.app, { email: 'alice@example.com', firstName: 'Alice', lastName: 'Zed' });
    bob = await createAccount(site.app, { email: 'bob@example.com', firstName: 'Bob', lastName: 'Young', verified: false });
    carol = await createAccount(site.app, { email: 'carol@example.com', firstName: 'Carol', lastName: 'Xu', paid: true });
    // Distinct sign-up days, so the sort by date is not decided by ids.
    const joined: [TestAccount, string][] = [
      [boss, '2025-01-01T10:00:00.000Z'],
      [alice, '2025-03-01T10:00:00.000Z'],
      [bob, '2025-02-01T10:00:00.000Z'],
      [carol, '2025-04-01T10:00:00.000Z'],
    ];
    for (const [who, date] of joined) await site.app.db.updateTable('users').set({ date_joined: date }).where('id', '=', who.id).execute();
    await site.app.db.updateTable('users').set({ last_login: null }).where('id', '=', bob.id).execute();
  });

  const get = (url: string, who?: TestAccount) => site.app.inject({ method: 'GET', url, headers: who?.headers });
  const patch = (id: number, payload: Record<string, unknown>, who: TestAccount = boss) =>
    site.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}/`, payload, headers: who.headers });
  const emails = async (query: string) =>
    ((await get(`/api/admin/users/${query}`, boss)).json().results as AdminUser[]).map((u) => u.email.split('@')[0]);
  const auditFor = async (id: number) =>
    (await get(`/api/admin/audit/?target_type=user&target_id=${id}`, boss)).json().results as AuditRow[];

  it('lists users with their flags, sign-up date, last sign-in and verified address', async () => {
    const res = await get('/api/admin/users/', boss);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ count: 4, page: 1, page_size: 20 });
    expect(body.results.find((u: AdminUser) => u.id === bob.id)).toEqual({
      id: bob.id,
      name: 'Bob Young',
      first_name: 'Bob',
      last_name: 'Young',
      email: 'bob@example.com',
      email_verified: false,
      date_joined: '2025-02-01T10:00:00.000Z',
      last_login: null,
      is_staff: false,
      is_paid_member: false,
      disabled: false,
      disabled_at: null,
    });
    expect(body.results.find((u: AdminUser) => u.id === carol.id)).toMatchObject({ is_paid_member: true, email_verified: true });
    expect(body.results.find((u: AdminUser) => u.id === boss.id)).toMatchObject({ is_staff: true, last_login: expect.any(String) });
  });

  it('sorts by date joined (newest first by default), last sign-in, email and name, both ways', async () => {
    expect(await emails('')).toEqual(['carol', 'alice', 'bob', 'boss']);
    expect(await emails('?sort=date_joined')).toEqual(['boss', 'bob', 'alice', 'carol']);
    expect(await emails('?sort=email')).toEqual(['alice', 'bob', 'boss', 'carol']);
    expect(await emails('?sort=-email')).toEqual(['carol', 'boss', 'bob', 'alice']);
    // Names: Alice Zed, Bea Boss, Bob Young, Carol Xu.
    expect(await emails('?sort=name')).toEqual(['alice', 'boss', 'bob', 'carol']);
    expect(await emails('?sort=-name')).toEqual(['carol', 'bob', 'boss', 'alice']);
    await site.app.db.updateTable('users').set({ last_login: '2025-05-01T00:00:00.000Z' }).where('id', '=', alice.id).execute();
    await site.app.db.updateTable('users').set({ last_login: '2025-06-01T00:00:00.000Z' }).where('id', '=', carol.id).execute();
    await site.app.db.updateTable('users').set({ last_login: '2025-07-01T00:00:00.000Z' }).where('id', '=', boss.id).execute();
    // Bob never signed in: last both ways.
    expect(await emails('?sort=-last_login')).toEqual(['boss', 'carol', 'alice', 'bob']);
    expect(await emails('?sort=last_login')).toEqual(['alice', 'carol', 'boss', 'bob']);
  });

  it('searches names and emails and pages through the results', async () => {
    expect(await emails('?q=bob%20you')).toEqual(['bob']);
    expect(await emails('?q=CAROL@')).toEqual(['carol']);
    expect(await emails('?q=%25')).toEqual([]);
    const page2 = (await get('/api/admin/users/?sort=email&page=2&page_size=3', boss)).json();
    expect(page2).toMatchObject({ count: 4, page: 2, page_size: 3 });
    expect(page2.results.map((u: AdminUser) => u.email)).toEqual(['carol@example.com']);
  });

  it('refuses bad list queries with field messages (400)', async () => {
    for (const [query, field] of [
      ['sort=age', 'sort'],
      ['page=0', 'page'],
      ['page_size=500', 'page_size'],
      ['page=abc', 'page'],
    ]) {
      const res = await get(`/api/admin/users/?${query}`, boss);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
  });

  it('grants and revokes paid membership; each change is audited with who, what and from → to', async () => {
    const granted = await patch(alice.id, { is_paid_member: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ id: alice.id, is_paid_member: true, is_staff: false, disabled: false });
    // Applies to Alice's next request.
    expect((await get('/api/users/currentuser/', alice)).json().is_paid_member).toBe(true);
    // Setting what already is changes nothing and records nothing.
    expect((await patch(alice.id, { is_paid_member: true })).statusCode).toBe(200);
    expect((await patch(alice.id, { is_paid_member: 'false' })).json().is_paid_member).toBe(false);
    const entries = await auditFor(alice.id);
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        actor_id: boss.id,
        actor_email: 'boss@example.com',
        action: 'user.revoke_paid',
        target_type: 'user',
        target_id: String(alice.id),
        details: { email: 'alice@example.com', field: 'is_paid_member', from: true, to: false },
        created: expect.any(String),
      },
      expect.objectContaining({ action: 'user.grant_paid', details: expect.objectContaining({ from: false, to: true }) }),
    ]);
  });

  it('validates the change: unknown flags values are 400, an empty change is 400, an unknown user is 404', async () => {
    const bad = await patch(alice.id, { is_staff: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ is_staff: 'is_staff must be true or false.' });
    const empty = await patch(alice.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(NOTHING_TO_CHANGE);
    expect((await patch(999_999, { is_paid_member: true })).statusCode).toBe(404);
    expect((await patch(0, { is_paid_member: true })).statusCode).toBe(400);
    expect((await get('/api/admin/users/abc/comments/', boss)).statusCode).toBe(400);
  });

  it('the last enabled staff user cannot be demoted or disabled; nobody removes their own staff flag', async () => {
    for (const payload of [{ is_staff: false }, { disabled: true }]) {
      const res = await patch(boss.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(LAST_STAFF);
    }
    expect((await patch(carol.id, { is_staff: true })).json().is_staff).toBe(true);
    const own = await patch(boss.id, { is_staff: false });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: OWN_STAFF_FLAG, errors: { is_staff: OWN_STAFF_FLAG } });
    const disableSelf = await patch(boss.id, { disabled: true });
    expect(disableSelf.json().message).toBe(OWN_ACCOUNT_DISABLE);
    // Another staff user may demote Bea now that two are staff.
    expect((await patch(boss.id, { is_staff: false }, carol)).statusCode).toBe(200);
    expect((await get('/api/admin/users/', boss)).statusCode).toBe(403);
    expect((await patch(boss.id, { is_staff: true }, carol)).statusCode).toBe(200);
    expect((await patch(carol.id, { is_staff: false })).statusCode).toBe(200);
    const actions = (await auditFor(boss.id)).map((e) => e.action);
    expect(actions).toEqual(['user.grant_staff', 'user.revoke_staff']);
  });

  it('two staff users demoting each other at once leave one staff user', async () => {
    const dan = await createAccount(site.app, { email: 'dan@example.com', staff: true });
    const [first, second] = await Promise.all([patch(dan.id, { is_staff: false }, boss), patch(boss.id, { is_staff: false }, dan)]);
    // One goes through; the other is refused by the last-staff rule (400) or, when the first has already
    // landed before its staff check, because its caller is no longer staff (403).
    const [passed, refused] = [first.statusCode, second.statusCode].sort();
    expect(passed).toBe(200);
    expect([400, 403]).toContain(refused);
    const staff = await site.app.db.selectFrom('users').select('id').where('is_staff', '=', 1).execute();
    expect(staff).toHaveLength(1);
    // Put Bea back as the one staff user for the tests that follow.
    if (staff[0]!.id !== boss.id) {
      await site.app.db.updateTable('users').set({ is_staff: 1 }).where('id', '=', boss.id).execute();
      await site.app.db.updateTable('users').set({ is_staff: 0 }).where('id', '=', dan.id).execute();
    }
  });

  it('a disabled user cannot sign in, their refresh and access tokens stop at once; enabled again they can', async () => {
    const erin = await createAccount(site.app, { email: 'erin@example.com' });
    expect((await get('/api/users/currentuser/', erin)).statusCode).toBe(200);
    const disabled = await patch(erin.id, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ disabled: true, disabled_at: expect.any(String) });

    const me = await get('/api/users/currentuser/', erin);
    expect(me.statusCode).toBe(401);
    const refresh = await site.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: erin.refresh } });
    expect(refresh.statusCode).toBe(401);
    const signIn = await site.app.inject({ method: 'POST', url: '/api/token/', payload: { email: erin.email, password: erin.password } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ message: ACCOUNT_DISABLED });
    // A wrong password still gets the usual answer: the state of the account is told only to its owner.
    const wrong = await site.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: erin.email, password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);

    expect((await patch(erin.id, { disabled: false })).json()).toMatchObject({ disabled: false, disabled_at: null });
    const again = await site.app.inject({ method: 'POST', url: '/api/token/', payload: { email: erin.email, password: erin.password } });
    expect(again.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${again.json().access}` };
    expect((await site.app.inject({ method: 'GET', url: '/api/users/currentuser/', headers: fresh })).statusCode).toBe(200);
    expect((await auditFor(erin.id)).map((e) => e.action)).toEqual(['user.enable', 'user.disable']);
  });

  it('every sign-in records last_login', async () => {
    await site.app.db.updateTable('users').set({ last_login: null }).where('id', '=', alice.id).execute();
    const before = new Date().toISOString();
    const res = await site.app.inject({ method: 'POST', url: '/api/token/', payload: { email: alice.email, password: alice.password } });
    expect(res.statusCode).toBe(200);
    const row = (await get(`/api/admin/users/?q=alice@`, boss)).json().results[0] as AdminUser;
    expect(row.last_login).not.toBeNull();
    expect(row.last_login! >= before).toBe(true);
  });

  it("lists a user's comments with their articles, newest first; 404 for an unknown user", async () => {
    const first = (await commentAs(site.app, carol, 'First words')).json();
    await site.app.inject({
      method: 'POST',
      url: '/api/comments/reply/',
      headers: carol.headers,
      payload: { parent: first.id, content: 'A reply' },
    });
    const res = await get(`/api/admin/users/${carol.id}/comments/`, boss);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      page: 1,
      page_size: 20,
      results: [
        {
          id: expect.any(Number),
          section: 'blog',
          post_slug: 'hello',
          article_title: 'Hello world',
          article_url: '/blog/hello',
          is_reply: true,
          content: 'A reply',
          created: expect.any(String),
        },
        expect.objectContaining({ id: first.id, content: 'First words', is_reply: false }),
      ],
    });
    expect((await get(`/api/admin/users/${alice.id}/comments/`, boss)).json()).toMatchObject({ count: 0, results: [] });
    expect((await get('/api/admin/users/999999/comments/', boss)).statusCode).toBe(404);
  });

  it('the spec’s PATCH /api/users/{id}/ keeps working: flag changes by staff follow the same rules and are audited', async () => {
    const patchUser = (id: number, payload: Record<string, unknown>, who: TestAccount = boss) =>
      site.app.inject({ method: 'PATCH', url: `/api/users/${id}/`, headers: who.headers, payload });
    const res = await patchUser(bob.id, { is_paid_member: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_paid_member).toBe(true);
    expect((await auditFor(bob.id))[0]).toMatchObject({ action: 'user.grant_paid', actor_id: boss.id });
    const self = await patchUser(boss.id, { is_staff: false });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(LAST_STAFF);
    // A user still changes their own name there.
    const own = await patchUser(bob.id, { first_name: 'Robert' }, bob);
    expect(own.json()).toMatchObject({ first_name: 'Robert', is_paid_member: true });
  });

  it('the audit log filters by action and lists the actions recorded', async () => {
    const paid = (await get('/api/admin/audit/?action=user.grant_paid', boss)).json();
    expect(paid.count).toBeGreaterThanOrEqual(2);
    expect(paid.results.every((e: AuditRow) => e.action === 'user.grant_paid')).toBe(true);
    const actions = (await get('/api/admin/audit/actions/', boss)).json().actions;
    expect(actions).toEqual(
      expect.arrayContaining(['user.disable', 'user.enable', 'user.grant_paid', 'user.revoke_paid', 'user.grant_staff']),
    );
    expect(actions).toEqual([...actions].sort());
    const paged = (await get('/api/admin/audit/?page=2&page_size=1', boss)).json();
    expect(paged).toMatchObject({ page: 2, page_size: 1 });
    expect(paged.results).toHaveLength(1);
    expect((await get('/api/admin/audit/?page_size=1000', boss)).statusCode).toBe(400);
  });
});
