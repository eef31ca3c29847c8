import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../config.ts';
import { FULL_SYNC_TIMEOUT_MS, shippedContentSiteForSuite } from '../../../test/helpers.ts';
import { checkCatalog, formatCatalogCheck } from './catalog-check.ts';
import { CATALOG_FOLDER, catalogMetaSchema } from './sync.ts';

const CONTENT_DIR = join(REPO_ROOT, 'api', 'content');

describe('the shipped workflow catalogue', () => {
  const results = checkCatalog(CONTENT_DIR);

  it('has workflows to check', () => {
    expect(results.length).toBeGreaterThanOrEqual(10);
  });

  it.each(results.map((r) => [r.slug, r] as const))('%s passes the workflow check', (_slug, result) => {
    // The whole report on failure, so the reason is in the test output.
    expect(result.problems.length === 0 ? '' : formatCatalogCheck([result])).toBe('');
  });

  it.each(results.map((r) => [r.slug] as const))('%s lists its model files and custom packs for the preview and the write-up', (slug) => {
    const meta = catalogMetaSchema.parse(JSON.parse(readFileSync(join(CONTENT_DIR, CATALOG_FOLDER, `${slug}.meta.json`), 'utf8')));
    const workflow = JSON.parse(readFileSync(join(CONTENT_DIR, CATALOG_FOLDER, `${slug}.json`), 'utf8')) as {
      nodes: { properties?: { models?: { name: string; directory: string; url: string }[] } }[];
    };
    // What the preview dialog shows before download comes from properties.models: every listed file is there.
    const shown = new Map(workflow.nodes.flatMap((n) => n.properties?.models ?? []).map((m) => [m.name, m]));
    for (const model of meta.models) {
      expect(shown.get(model.name)).toEqual({ name: model.name, directory: model.folder, url: model.url });
    }
  });

  describe('seeding', () => {
    const shipped = shippedContentSiteForSuite();

    it(
      'seeds every catalogue entry, none skipped',
      async () => {
        const site = await shipped.start();
        const report = await site.app.syncWorkflows();
        expect(report.skipped).toEqual([]);
        expect(report.unchanged).toBe(results.length);
      },
      FULL_SYNC_TIMEOUT_MS,
    );
  });
});
