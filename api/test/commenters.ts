// Test support for the comments feature: four members made before a suite's tests (Asha, Bo, Cy and a
// staff member), and posting or replying on one article through the real endpoints.
import { beforeAll, expect } from '@jest/globals';
import type { Comment } from 'contracts';
import { createAccount, type TestAccount } from './accounts.ts';
import type { TestSite } from './helpers.ts';

export interface Commenters {
  asha: TestAccount;
  bo: TestAccount;
  cy: TestAccount;
  staff: TestAccount;
}

/** The members, made in beforeAll: read their fields inside the tests. */
export function commentersForSuite(site: TestSite): Commenters {
  const made = {} as Commenters;
  beforeAll(async () => {
    made.asha = await createAccount(site.app, { firstName: 'Asha', lastName: 'Rao' });
    made.bo = await createAccount(site.app, { firstName: 'Bo', lastName: 'Li' });
    made.cy = await createAccount(site.app, { firstName: 'Cy', lastName: 'Ng' });
    made.staff = await createAccount(site.app, { firstName: 'Sam', lastName: 'Staff', staff: true });
  });
  return made;
}

/** Posts and replies on one article; each expects 201 and answers the saved comment. */
export function commentingOn(site: TestSite, section: string, slug: string) {
  return {
    async post(user: TestAccount, content: string, article: { section: string; slug: string } = { section, slug }): Promise<Comment> {
      const res = await site.app.inject({
        method: 'POST',
        url: '/api/comments/',
        headers: user.headers,
        payload: { post_slug: article.slug, section: article.section, content },
      });
      expect(res.statusCode).toBe(201);
      return res.json() as Comment;
    },
    async reply(user: TestAccount, parent: number, content: string): Promise<Comment> {
      const res = await site.app.inject({
        method: 'POST',
        url: '/api/comments/reply/',
        headers: user.headers,
        payload: { parent, content },
      });
      expect(res.statusCode).toBe(201);
      return res.json() as Comment;
    },
  };
}
