// Every internal link in the shipped articles and write-ups leads to a page that exists: an article
// (/<section>/<slug>), a catalogue workflow (/workflows/<slug or write-up slug>) or a fixed page.
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../config.ts';
import { CATALOG_FOLDER } from '../workflows/sync.ts';
import { SECTIONS } from 'contracts';

const CONTENT_DIR = join(REPO_ROOT, 'api', 'content');
/** The shell's fixed routes (shell/src/app/routes.tsx). */
const PAGES = [
  '/',
  '/ai-roadmap',
  '/workflows',
  '/search',
  '/contact',
  '/pricing',
  '/privacy',
  '/signin',
  '/signup',
  ...SECTIONS.map((s) => `/${s}`),
];

function articles(): { file: string; section: string; slug: string; body: string }[] {
  return SECTIONS.flatMap((section) =>
    readdirSync(join(CONTENT_DIR, section))
      .filter((name) => name.endsWith('.md'))
      .map((name) => {
        const body = readFileSync(join(CONTENT_DIR, section, name), 'utf8');
        const slug = /^slug:\s*"?([^"\n]+)"?\s*$/m.exec(body)?.[1] ?? name.slice(0, -3);
        return { file: `${section}/${name}`, section, slug, body };
      }),
  );
}

function workflowKeys(): Set<string> {
  const dir = join(CONTENT_DIR, CATALOG_FOLDER);
  const keys = new Set<string>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.meta.json'))) {
    keys.add(name.slice(0, -'.meta.json'.length));
    const meta = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { blog_slug?: string | null };
    if (meta.blog_slug) keys.add(meta.blog_slug);
  }
  return keys;
}

describe('internal links in the content', () => {
  const all = articles();
  const targets = new Set([...PAGES, ...all.filter((a) => a.section !== 'workflows').map((a) => `/${a.section}/${a.slug}`)]);
  for (const key of workflowKeys()) targets.add(`/workflows/${key}`);

  it.each(all.map((a) => [a.file, a] as const))('%s links only to pages that exist', (_file, article) => {
    const links = [...article.body.matchAll(/\]\((\/[^)\s#?]*)/g)].map((m) => m[1]!.replace(/\/$/, '') || '/');
    expect(links.filter((link) => !targets.has(link))).toEqual([]);
  });

  it('has a catalogue workflow for every workflow write-up', () => {
    const keys = workflowKeys();
    expect(all.filter((a) => a.section === 'workflows' && !keys.has(a.slug)).map((a) => a.file)).toEqual([]);
  });
});
