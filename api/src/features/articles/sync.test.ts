import { describe, it, expect } from '@jest/globals';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { articleMarkdown, testSiteForSuite } from '../../../test/helpers.ts';
import { syncContent, type SyncLogger } from './sync.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

describe('content sync', () => {
  const site = testSiteForSuite({
    articles: [
      {
        section: 'tutorials',
        slug: 'install-flux',
        title: 'Install Flux',
        date: '2025-03-01',
        tags: ['flux'],
        thumbnail: 'install-flux.svg',
        body: [
          '## Requirements',
          '',
          'You need 12 GB of VRAM. See [ComfyUI](https://github.com/comfyanonymous/ComfyUI) and [our guide](/tutorials/other).',
          '',
          '### Drivers',
          '',
          '```bash',
          'pip install torch',
          '```',
          '',
          '## Requirements',
          '',
          '<script>alert(1)</script><img src="x" onerror="alert(1)">',
          '',
          'word '.repeat(500),
        ].join('\n'),
      },
      { section: 'blog', slug: 'hello', title: 'Hello', date: '2025-02-01' },
    ],
    files: {
      'tutorials/install-flux.svg': SVG,
      'workflows/catalog/ignored.md': articleMarkdown({ section: 'workflows', slug: 'ignored', title: 'Catalogue entry' }),
    },
  });

  const detail = async (section: string, slug: string) => site.app.inject({ method: 'GET', url: `/api/articles/${section}/${slug}/` });
  const silent: SyncLogger = { info: () => undefined, warn: () => undefined };
  /** Syncs the site's content folder straight away (as the watcher does after a change), logging to `log`. */
  const syncNow = (log: SyncLogger = silent) =>
    syncContent({
      db: site.app.db,
      search: site.app.content.search,
      contentDir: site.contentDir,
      mediaDir: join(site.dataDir, 'media'),
      publicUrl: site.config.publicUrl,
      log,
    });

  it('loads every section file at start and ignores subfolders', async () => {
    const res = await site.app.inject({ method: 'GET', url: '/api/articles/' });
    expect(res.json().results.map((a: { slug: string }) => a.slug)).toEqual(['install-flux', 'hello']);
  });

  it('renders Markdown once to sanitized HTML with heading ids, a toc and the reading time', async () => {
    const article = (await detail('tutorials', 'install-flux')).json();
    expect(article.html).toContain('<h2 id="requirements">Requirements</h2>');
    expect(article.html).toContain('<h2 id="requirements-1">Requirements</h2>');
    expect(article.html).toContain(
      '<a href="https://github.com/comfyanonymous/ComfyUI" target="_blank" rel="noopener noreferrer">ComfyUI</a>',
    );
    expect(article.html).toContain('<a href="/tutorials/other">our guide</a>');
    expect(article.html).toContain('<pre tabindex="0"><code class="language-bash">pip install torch');
    expect(article.html).not.toMatch(/<script|onerror/);
    expect(article.toc).toEqual([
      { id: 'requirements', text: 'Requirements', level: 2 },
      { id: 'drivers', text: 'Drivers', level: 3 },
      { id: 'requirements-1', text: 'Requirements', level: 2 },
    ]);
    expect(article.reading_minutes).toBe(3);
  });

  it('copies the thumbnail under DATA_DIR/media and serves it at a root-relative /static/ URL', async () => {
    const article = (await detail('tutorials', 'install-flux')).json();
    expect(article.thumbnail_url).toBe('/static/content/tutorials/install-flux.svg');
    expect(readFileSync(join(site.dataDir, 'media/content/tutorials/install-flux.svg'), 'utf8')).toBe(SVG);
    const res = await site.app.inject({ method: 'GET', url: '/static/content/tutorials/install-flux.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SVG);
  });

  it('is idempotent: a second sync writes nothing', async () => {
    const before = await site.app.db.selectFrom('articles').select(['id', 'updated_at', 'content_hash']).orderBy('id').execute();
    const report = await site.app.content.sync();
    expect(report).toEqual({ added: [], updated: [], unchanged: 2, unpublished: [], skipped: [] });
    const after = await site.app.db.selectFrom('articles').select(['id', 'updated_at', 'content_hash']).orderBy('id').execute();
    expect(after).toEqual(before);
  });

  it('draws a 1200×630 PNG card beside an SVG thumbnail, and draws it again only when the SVG changes', async () => {
    const card = join(site.dataDir, 'media/content/tutorials/install-flux.og.png');
    const first = readFileSync(card);
    expect([first.subarray(1, 4).toString(), first.readUInt32BE(16), first.readUInt32BE(20)]).toEqual(['PNG', 1200, 630]);
    const drawn = statSync(card).mtimeMs;
    await site.app.content.sync();
    expect(statSync(card).mtimeMs).toBe(drawn);
    site.writeFile('tutorials/install-flux.svg', SVG.replace('<rect', '<rect fill="#2e9e6b"'));
    expect((await site.app.content.sync()).updated).toEqual(['tutorials/install-flux.md']);
    expect(readFileSync(card).equals(first)).toBe(false);
    site.writeFile('tutorials/install-flux.svg', SVG);
    await site.app.content.sync();
    expect(readFileSync(card).equals(first)).toBe(true);
  });

  it('picks up an edited file', async () => {
    site.writeArticle({
      section: 'blog',
      slug: 'hello',
      title: 'Hello again',
      date: '2025-02-01',
      updated: '2025-04-01',
      body: '## New\n\nEdited text.',
    });
    const report = await site.app.content.sync();
    expect(report.updated).toEqual(['blog/hello.md']);
    const article = (await detail('blog', 'hello')).json();
    expect(article).toMatchObject({ title: 'Hello again', updated: '2025-04-01' });
    expect(article.html).toContain('Edited text.');
    const hits = await site.app.inject({ method: 'GET', url: '/api/search/?q=edited' });
    expect(hits.json().map((h: { blog_url: string }) => h.blog_url)).toEqual(['/blog/hello']);
  });

  it('unpublishes the article of a removed file, and publishes it again when the file returns', async () => {
    site.removeFile('blog/hello.md');
    const report = await site.app.content.sync();
    expect(report.unpublished).toEqual(['blog/hello.md']);
    expect((await detail('blog', 'hello')).statusCode).toBe(404);
    expect((await site.app.inject({ method: 'GET', url: '/api/search/?q=edited' })).json()).toEqual([]);

    site.writeArticle({ section: 'blog', slug: 'hello', title: 'Hello back', date: '2025-02-01' });
    const again = await site.app.content.sync();
    expect(again.updated).toEqual(['blog/hello.md']);
    expect((await detail('blog', 'hello')).json().title).toBe('Hello back');
  });

  it('skips malformed files with their path in the log and still loads the rest', async () => {
    site.writeFile('blog/bad-yaml.md', '---\ntitle: [unclosed\n---\nBody');
    site.writeFile('blog/no-front-matter.md', 'Just text.');
    site.writeArticle({ section: 'blog', slug: 'wrong-section', title: 'Wrong', frontMatterSection: 'tutorials' });
    site.writeFile('blog/missing-title.md', '---\ndescription: x\nsection: blog\ndate: 2025-01-01\n---\nBody');
    site.writeFile('blog/bad-date.md', '---\ntitle: T\ndescription: D\nsection: blog\ndate: someday\n---\nBody');
    site.writeArticle({ section: 'blog', slug: 'no-thumb', title: 'No thumb', thumbnail: 'missing.webp' });
    site.writeArticle({ section: 'earning-ideas', slug: 'good-one', title: 'Good one', date: '2025-05-01' });

    const warnings: { path: string; reason: string }[] = [];
    const log: SyncLogger = { info: () => undefined, warn: (obj) => warnings.push(obj as { path: string; reason: string }) };
    const report = await syncNow(log);
    const bad = ['bad-yaml', 'no-front-matter', 'wrong-section', 'missing-title', 'bad-date', 'no-thumb'].map((s) =>
      join(site.contentDir, 'blog', `${s}.md`),
    );
    expect(report.skipped.map((s) => s.path).sort()).toEqual([...bad].sort());
    expect(warnings.map((w) => w.path).sort()).toEqual([...bad].sort());
    expect(report.skipped.find((s) => s.path.endsWith('wrong-section.md'))?.reason).toMatch(/section/);
    expect(report.skipped.find((s) => s.path.endsWith('missing-title.md'))?.reason).toMatch(/title/);
    expect(report.added).toEqual(['earning-ideas/good-one.md']);
    expect((await detail('earning-ideas', 'good-one')).statusCode).toBe(200);
    expect((await detail('tutorials', 'install-flux')).statusCode).toBe(200);
  });

  it('keeps the published version when a file becomes malformed', async () => {
    site.writeFile('earning-ideas/good-one.md', '---\ntitle: [broken\n---\n');
    const report = await syncNow();
    expect(report.unpublished).toEqual([]);
    expect((await detail('earning-ideas', 'good-one')).json().title).toBe('Good one');
    expect(existsSync(join(site.contentDir, 'workflows/catalog/ignored.md'))).toBe(true);
  });
});
