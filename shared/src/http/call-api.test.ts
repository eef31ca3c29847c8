// The typed calls: what reaches the API (behaviour, through msw), and what the compiler refuses
// (the `@ts-expect-error` lines: `npm run lint` runs tsc over this file, and an expected error that
// does not occur is itself an error).
import { describe, expect, it } from '@jest/globals';
import { http as mock, HttpResponse } from 'msw';
import type { Article, Comment, CommentCount, SearchResult } from 'contracts';
import { mockApi } from '../../test/mock-api.ts';
import { callApi } from './call-api.ts';

const api = mockApi();

describe('callApi', () => {
  it('puts the path parameters in the URL encoded, and sends the query without empty values', async () => {
    api.use(mock.get('/api/comments/:id/replies/', ({ request }) => HttpResponse.json([{ url: request.url }])));
    const answer = await callApi('GET comments/:id/replies/', { params: { id: 12 }, query: { before: 30, limit: 20 } });
    expect(answer).toEqual([{ url: 'http://localhost/api/comments/12/replies/?before=30&limit=20' }]);

    api.use(mock.get('/api/articles/:section/:slug/', ({ params }) => HttpResponse.json({ slug: params.slug })));
    expect(await callApi('GET articles/:section/:slug/', { params: { section: 'blog', slug: 'a b/c' } })).toEqual({ slug: 'a b/c' });
  });

  it('sends the body as JSON with the method of the route', async () => {
    api.use(mock.post('/api/comments/', async ({ request }) => HttpResponse.json({ method: request.method, body: await request.json() })));
    const answer = await callApi('POST comments/', { body: { post_slug: 'flux', section: 'blog', content: 'Hi' } });
    expect(answer).toEqual({ method: 'POST', body: { post_slug: 'flux', section: 'blog', content: 'Hi' } });
  });

  it('types the answer from the route, and refuses what the route does not take', () => {
    const typed = async () => {
      const count: CommentCount = await callApi('GET comments/count/', { query: { postSlug: 'flux', section: 'blog' } });
      const results: SearchResult[] = await callApi('GET search/', { query: { q: 'flux' } });
      // @ts-expect-error the search answers results, not an article
      const wrong: Article = await callApi('GET search/', { query: { q: 'flux' } });
      // @ts-expect-error a reply is not a comment with replies
      const reply: Comment = await callApi('POST comments/reply/', { body: { parent: 1, content: 'Hi' } });
      // @ts-expect-error the comments of an article need its slug and section
      await callApi('GET comments/', { query: { limit: 20 } });
      // @ts-expect-error the replies route needs the comment's id
      await callApi('GET comments/:id/replies/', { query: {} });
      // @ts-expect-error no such route
      await callApi('GET comment/');
      // @ts-expect-error a section is one of the sections
      await callApi('GET articles/', { query: { section: 'news' } });
      return [count, results, wrong, reply];
    };
    expect(typeof typed).toBe('function');
  });
});
