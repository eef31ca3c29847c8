// The apps' route table (contracts API_ROUTES) names only routes the API serves and documents: a
// route renamed or removed on one side fails here, not in a visitor's browser.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_ROUTES } from 'contracts';
import { createTestSite, type TestSite } from '../test/helpers.ts';

let site: TestSite;
beforeAll(async () => {
  site = await createTestSite();
});
afterAll(() => site.close());

describe('the route table of contracts', () => {
  it('names routes the API serves', () => {
    const { paths } = site.app.swagger() as { paths: Record<string, Record<string, unknown> | undefined> };
    const missing = Object.keys(API_ROUTES).filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return !paths[`/api/${path.replace(/:(\w+)/g, '{$1}')}`]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
  });
});
