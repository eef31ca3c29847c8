// Syncs the real api/content folder: every article file there must load (none skipped).
import { describe, it, expect, afterAll } from '@jest/globals';
import { join } from 'node:path';
import { REPO_ROOT } from '../../config.ts';
import { createTestSite, type TestSite } from '../../../test/helpers.ts';

/** Starting a site on the whole shipped content (every article rendered, every workflow seeded) takes 4–5 s on 2 cores. */
const FULL_SYNC_TIMEOUT_MS = 30_000;

describe('the real content folder', () => {
  let site: TestSite | undefined;
  afterAll(async () => {
    await site?.close();
  });

  it(
    'loads every article file without skipping any',
    async () => {
      site = await createTestSite({ contentDir: join(REPO_ROOT, 'api', 'content') });
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
