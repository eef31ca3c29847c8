// Syncs the real api/content folder: every article file there must load (none skipped).
import { describe, it, expect } from '@jest/globals';
import { FULL_SYNC_TIMEOUT_MS, shippedContentSiteForSuite } from '../../../test/helpers.ts';

describe('the real content folder', () => {
  const shipped = shippedContentSiteForSuite();

  it(
    'loads every article file without skipping any',
    async () => {
      const site = await shipped.start();
      const report = await site.app.content.sync();
      expect(report.skipped).toEqual([]);
      const list = (await site.app.inject({ method: 'GET', url: '/api/articles/?page_size=50' })).json();
      expect(list.count).toBe(report.unchanged);
      for (const article of list.results) {
        const res = await site.app.inject({ method: 'GET', url: `/api/articles/${article.section}/${article.slug}/` });
        expect(res.statusCode).toBe(200);
      }
    },
    FULL_SYNC_TIMEOUT_MS,
  );
});
