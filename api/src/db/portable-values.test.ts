// Values SQLite takes and PostgreSQL refuses (a NUL character in text, a number beyond the 32-bit
// integer columns) get the same answers on both databases: never a 500, lookups simply find nothing.
import { describe, it, expect, beforeAll } from '@jest/globals';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { rowByEmail, testSiteForSuite } from '../../test/helpers.ts';

describe('values PostgreSQL cannot hold', () => {
  const site = testSiteForSuite({ articles: [{ section: 'blog', slug: 'hello', title: 'Hello' }] });
  let user: TestAccount;

  beforeAll(async () => {
    user = await createAccount(site.app, { staff: true });
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    site.app.inject({ method, url, headers: user.headers, payload });

  it('finds nothing for an id beyond the integer range', async () => {
    expect((await call('DELETE', '/api/comments/99999999999/')).statusCode).toBe(404);
    expect((await call('POST', '/api/comments/reply/', { parent: 99999999999, content: 'Hi' })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/users/99999999999/', { first_name: 'X' })).statusCode).toBe(404);
    expect((await call('GET', '/api/workflows/99999999999/')).statusCode).toBe(404);
  });

  it('answers an empty page, not the first one, for a page far beyond the last', async () => {
    const users = await call('GET', '/api/users/?page=100000000000&page_size=20');
    expect(users.statusCode).toBe(200);
    expect(users.json()).toMatchObject({ results: [], page: 100000000000 });
    expect(users.json().count).toBeGreaterThan(0);
    const articles = await call('GET', '/api/articles/?page=100000&page_size=50');
    expect(articles.json()).toMatchObject({ results: [] });
    const workflows = await call('GET', '/api/workflows/?page=999999');
    expect(workflows.json()).toMatchObject({ results: [] });
  });

  it('finds nothing for text with a NUL character', async () => {
    expect((await call('GET', '/api/articles/blog/hel%00lo/')).statusCode).toBe(404);
    const comments = await call('GET', '/api/comments/?section=blog&postSlug=hel%00lo');
    expect(comments.statusCode).toBe(200);
    expect(comments.json()).toEqual([]);
    expect((await call('GET', '/api/workflows/?search=a%00b')).json()).toMatchObject({ results: [], count: 0 });
    expect((await call('POST', '/api/token/', { email: 'x\u0000@example.com', password: 'whatever it is' })).statusCode).toBe(401);
    const page = await call('GET', '/blog/hel%00lo');
    expect(page.statusCode).toBe(404);
  });

  it('stores text with a NUL character (as U+FFFD on PostgreSQL)', async () => {
    const contact = await call('POST', '/api/contact/', {
      name: 'Ada\u0000',
      email: 'ada@example.com',
      message: 'A message with a\u0000NUL in it.',
    });
    expect(contact.statusCode).toBe(201);
    const signUp = await site.app.inject({
      method: 'POST',
      url: '/api/users/',
      payload: { first_name: 'Nul\u0000', last_name: 'Byte', email: 'nul@example.com', password: 'long enough password' },
    });
    expect(signUp.statusCode).toBe(201);
    const user = await rowByEmail(site.app, 'users', 'nul@example.com');
    expect(user.first_name).toBe(site.app.dbDialect === 'postgres' ? 'Nul\uFFFD' : 'Nul\u0000');
  });
});
