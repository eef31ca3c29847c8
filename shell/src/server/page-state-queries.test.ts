import { describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { pageStateQueries } from './page-state-queries.ts';

describe('page state queries', () => {
  it('leaves out the fields a query names, and keeps every other query as it is', async () => {
    const client = new QueryClient();
    await client.prefetchQuery({
      queryKey: ['article'],
      queryFn: () => ({ id: 1, title: 'Flux', html: '<p>Body</p>' }),
      meta: { pageStateOmits: ['html'] },
    });
    await client.prefetchQuery({ queryKey: ['list'], queryFn: () => ({ html: 'kept', count: 2 }) });
    const byKey = Object.fromEntries(pageStateQueries(client).queries.map((query) => [query.queryKey[0], query.state.data]));
    expect(byKey).toEqual({ article: { id: 1, title: 'Flux' }, list: { html: 'kept', count: 2 } });
    // The cache itself keeps the whole article (the server's render uses it).
    expect(client.getQueryData(['article'])).toEqual({ id: 1, title: 'Flux', html: '<p>Body</p>' });
  });
});
