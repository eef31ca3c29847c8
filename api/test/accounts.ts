// Test support for features that need users: sign a user up and in through the real endpoints.
import type { CommentChoice } from 'contracts';
import type { FastifyInstance } from 'fastify';

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  access: string;
  refresh: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

let counter = 0;

export async function createAccount(
  app: FastifyInstance,
  options: {
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    staff?: boolean;
    paid?: boolean;
    /** false: leave the address unconfirmed, as a sign-up does until its link is opened (default: confirmed). */
    verified?: boolean;
  } = {},
): Promise<TestAccount> {
  counter += 1;
  const email = options.email ?? `user${counter}-${Date.now()}@example.com`;
  const password = options.password ?? 'correct horse battery';
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/users/',
    payload: { first_name: options.firstName ?? 'Test', last_name: options.lastName ?? `User${counter}`, email, password },
  });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const { id } = await app.db.selectFrom('users').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirstOrThrow();
  if (options.verified !== false) {
    await app.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString(), email_token_hash: null })
      .where('id', '=', id)
      .execute();
  }
  if (options.staff || options.paid) {
    await app.db
      .updateTable('users')
      .set({ is_staff: options.staff ? 1 : 0, is_paid_member: options.paid ? 1 : 0 })
      .where('id', '=', id)
      .execute();
  }
  const token = await app.inject({ method: 'POST', url: '/api/token/', payload: { email, password } });
  if (token.statusCode !== 200) throw new Error(`sign-in failed: ${token.statusCode} ${token.body}`);
  const { access, refresh } = token.json() as { access: string; refresh: string };
  return { id, email: email.toLowerCase(), password, access, refresh, headers: { authorization: `Bearer ${access}` } };
}

/** Posts a comment as the account under an article (the blog's "hello" unless named). */
export function commentAs(
  app: FastifyInstance,
  who: Pick<TestAccount, 'headers'>,
  content: string,
  article: { section: string; post_slug: string } = { section: 'blog', post_slug: 'hello' },
) {
  return app.inject({ method: 'POST', url: '/api/comments/', headers: who.headers, payload: { ...article, content } });
}

/** Deletes the account through the member's own endpoint, its password confirming; its comments stay or go. */
export function deleteAccount(app: FastifyInstance, who: Pick<TestAccount, 'headers' | 'password'>, comments: CommentChoice) {
  return app.inject({ method: 'POST', url: '/api/account/delete/', headers: who.headers, payload: { password: who.password, comments } });
}
