// Content sync: CONTENT_DIR/<section>/<slug>.md → the articles table and the search index.
// Idempotent by content hash (unchanged files are not rewritten), edits are picked up, a removed file
// unpublishes its article, a malformed file is logged with its path and skipped (an article already
// loaded from it stays as it was). Subfolders (e.g. workflows/catalog) belong to other features.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import matter from 'gray-matter';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types.ts';
import type { SearchEngine } from '../search/engine.ts';
import { isSvgName, writeOgImage } from '../seo/og-image.ts';
import { isLocalAssetPath, renderMarkdown } from './markdown.ts';
import { ARTICLE_SLUG_PATTERN, type Section, SECTIONS } from 'contracts';

/** Bump when rendering changes so every article is rendered again on the next start. */
export const RENDER_VERSION = '2';
export const ARTICLE_KIND = 'article';

export interface SyncLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface SyncDeps {
  db: Kysely<Database>;
  search: SearchEngine;
  contentDir: string;
  /** DATA_DIR/media: thumbnails and images are copied under media/content/<section>/ (an SVG
   * thumbnail gets its social card, `<name>.og.png`, beside it). */
  mediaDir: string;
  publicUrl: string;
  log: SyncLogger;
}

export interface SkippedFile {
  path: string;
  reason: string;
}

export interface SyncReport {
  added: string[];
  updated: string[];
  unchanged: number;
  unpublished: string[];
  skipped: SkippedFile[];
}

const dateField = z.union([z.date(), z.string()]).transform((value, ctx) => {
  const text = value instanceof Date ? value.toISOString() : value.trim();
  const date = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'must be a date like 2025-09-24' });
    return z.NEVER;
  }
  return text.slice(0, 10);
});

const frontMatterSchema = z.object({
  title: z.string().trim().min(1).max(200),
  subtitle: z.string().trim().min(1).max(200).optional().nullable(),
  description: z.string().trim().min(1).max(400),
  section: z.enum(SECTIONS),
  slug: z.string().regex(ARTICLE_SLUG_PATTERN, 'letters, digits and hyphens only').optional(),
  date: dateField,
  updated: dateField.optional().nullable(),
  tags: z
    .union([z.array(z.union([z.string(), z.number()])), z.string()])
    .transform((v) => (typeof v === 'string' ? v.split(',') : v.map(String)).map((t) => t.trim()).filter(Boolean))
    .optional()
    .nullable(),
  thumbnail: z.string().trim().min(1).optional().nullable(),
  featured: z.boolean().optional().nullable(),
});

interface ParsedArticle {
  path: string;
  relPath: string;
  section: Section;
  slug: string;
  title: string;
  subtitle: string | null;
  description: string;
  date: string;
  updated: string;
  tags: string[];
  featured: boolean;
  thumbnailFile: string | null;
  thumbnailPath: string | null;
  hash: string;
  body: string;
}

class MalformedContent extends Error {}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'front matter'}: ${i.message}`).join('; ');
}

function sha256(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

function publicPath(section: string, file: string): string {
  return `/static/content/${section}/${file.split('/').map(encodeURIComponent).join('/')}`;
}

function parseFile(path: string, relPath: string, section: Section, publicUrl: string): ParsedArticle {
  const raw = readFileSync(path, 'utf8');
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options disables gray-matter's cache, which would hide edits of identical content.
    parsed = matter(raw, {});
  } catch (error) {
    throw new MalformedContent(`bad front matter: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  if (!raw.trimStart().startsWith('---')) throw new MalformedContent('no front matter block');
  const result = frontMatterSchema.safeParse(parsed.data);
  if (!result.success) throw new MalformedContent(describeIssues(result.error));
  const fm = result.data;
  const fileSlug = relPath.split('/').at(-1)!.replace(/\.md$/, '');
  if (fm.section !== section) throw new MalformedContent(`section "${fm.section}" does not match its folder "${section}"`);
  if (!ARTICLE_SLUG_PATTERN.test(fileSlug)) throw new MalformedContent(`file name "${fileSlug}" is not a valid slug`);
  if (fm.slug !== undefined && fm.slug !== fileSlug)
    throw new MalformedContent(`slug "${fm.slug}" does not match the file name "${fileSlug}"`);
  if (!parsed.content.trim()) throw new MalformedContent('the article has no body');

  let thumbnailFile: string | null = null;
  let thumbnailPath: string | null = null;
  const extra: Buffer[] = [];
  if (fm.thumbnail) {
    if (/^https?:\/\//i.test(fm.thumbnail)) {
      thumbnailPath = fm.thumbnail;
    } else {
      const file = fm.thumbnail.replace(/^\.\//, '');
      if (!isLocalAssetPath(file)) throw new MalformedContent(`thumbnail "${fm.thumbnail}" must be a file beside the article`);
      const full = join(dirname(path), file);
      if (!existsSync(full) || !statSync(full).isFile()) throw new MalformedContent(`thumbnail file "${fm.thumbnail}" not found`);
      thumbnailFile = file;
      thumbnailPath = publicPath(section, file);
      extra.push(readFileSync(full));
    }
  }
  return {
    path,
    relPath,
    section,
    slug: fileSlug,
    title: fm.title,
    subtitle: fm.subtitle ?? null,
    description: fm.description,
    date: fm.date,
    updated: fm.updated ?? fm.date,
    tags: [...new Set(fm.tags ?? [])],
    featured: fm.featured ?? false,
    thumbnailFile,
    thumbnailPath,
    hash: sha256(RENDER_VERSION, publicUrl, raw, ...extra),
    body: parsed.content,
  };
}

function copyIfChanged(from: string, to: string): void {
  if (!existsSync(from)) return;
  if (existsSync(to)) {
    const a = statSync(from);
    const b = statSync(to);
    if (a.size === b.size && readFileSync(from).equals(readFileSync(to))) return;
  }
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}

/** Copies the thumbnail into the media folder and, for an SVG, draws its social card beside it. */
function copyThumbnail(articlePath: string, file: string, mediaBase: string, log: SyncLogger): void {
  const to = join(mediaBase, file);
  copyIfChanged(join(dirname(articlePath), file), to);
  if (!isSvgName(to) || !existsSync(to)) return;
  try {
    writeOgImage(to);
  } catch (error) {
    log.warn({ path: articlePath, reason: error instanceof Error ? error.message : String(error) }, 'social card not drawn');
  }
}

/** The .md files directly inside each section folder (relative paths, sorted). */
function contentFiles(contentDir: string): { section: Section; path: string; relPath: string }[] {
  const files: { section: Section; path: string; relPath: string }[] = [];
  for (const section of SECTIONS) {
    const dir = join(contentDir, section);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.md') || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      files.push({ section, path, relPath: relative(contentDir, path).split('\\').join('/') });
    }
  }
  return files.sort((a, b) => a.relPath.localeCompare(b.relPath));
}

export async function syncContent(deps: SyncDeps): Promise<SyncReport> {
  const { db, search, log } = deps;
  const report: SyncReport = { added: [], updated: [], unchanged: 0, unpublished: [], skipped: [] };
  const existing = await db
    .selectFrom('articles')
    .select(['id', 'section', 'slug_key', 'content_hash', 'published', 'source_path'])
    .execute();
  const byKey = new Map(existing.map((row) => [`${row.section}/${row.slug_key}`, row]));
  const seen = new Set<string>();
  const protectedSources = new Set<string>();

  for (const file of contentFiles(deps.contentDir)) {
    let article: ParsedArticle;
    try {
      article = parseFile(file.path, file.relPath, file.section, deps.publicUrl);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      report.skipped.push({ path: file.path, reason });
      protectedSources.add(file.relPath);
      log.warn({ path: file.path, reason }, 'content file skipped: malformed');
      continue;
    }
    const key = `${article.section}/${article.slug.toLowerCase()}`;
    if (seen.has(key)) {
      const reason = `another file already has the slug "${article.slug}" in ${article.section} (slugs are case-insensitive)`;
      report.skipped.push({ path: file.path, reason });
      log.warn({ path: file.path, reason }, 'content file skipped: duplicate slug');
      continue;
    }
    seen.add(key);

    const mediaBase = join(deps.mediaDir, 'content', article.section);
    const row = byKey.get(key);
    if (row && row.content_hash === article.hash && row.published === 1 && row.source_path === article.relPath) {
      report.unchanged += 1;
      if (article.thumbnailFile) copyThumbnail(article.path, article.thumbnailFile, mediaBase, log);
      continue;
    }

    const rendered = renderMarkdown(article.body, { publicUrl: deps.publicUrl, assetBase: `/static/content/${article.section}` });
    for (const asset of rendered.assets) {
      const from = join(dirname(article.path), asset);
      if (existsSync(from)) copyIfChanged(from, join(mediaBase, asset));
      else log.warn({ path: article.path, image: asset }, 'content image not found');
    }
    if (article.thumbnailFile) copyThumbnail(article.path, article.thumbnailFile, mediaBase, log);

    const now = new Date().toISOString();
    const values = {
      section: article.section,
      slug: article.slug,
      slug_key: article.slug.toLowerCase(),
      title: article.title,
      subtitle: article.subtitle,
      description: article.description,
      date: article.date,
      updated: article.updated,
      tags: JSON.stringify(article.tags),
      thumbnail: article.thumbnailPath,
      featured: article.featured ? 1 : 0,
      html: rendered.html,
      toc: JSON.stringify(rendered.toc),
      reading_minutes: rendered.readingMinutes,
      source_path: article.relPath,
      content_hash: article.hash,
      published: 1,
      updated_at: now,
    };
    await db.transaction().execute(async (trx) => {
      let id: number;
      if (row) {
        await trx.updateTable('articles').set(values).where('id', '=', row.id).execute();
        id = row.id;
      } else {
        const inserted = await trx
          .insertInto('articles')
          .values({ ...values, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = inserted.id;
      }
      await search.upsert(trx, {
        kind: ARTICLE_KIND,
        refId: id,
        url: `/${article.section}/${article.slug}`,
        section: article.section,
        title: article.title,
        description: article.description,
        body: `${rendered.text} ${article.tags.join(' ')}`,
        thumbnail: article.thumbnailPath,
        date: article.date,
      });
    });
    (row ? report.updated : report.added).push(article.relPath);
  }

  for (const row of existing) {
    if (row.published !== 1 || seen.has(`${row.section}/${row.slug_key}`) || protectedSources.has(row.source_path)) continue;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('articles').set({ published: 0, updated_at: new Date().toISOString() }).where('id', '=', row.id).execute();
      await search.remove(trx, ARTICLE_KIND, row.id);
    });
    report.unpublished.push(row.source_path);
  }

  log.info(
    {
      added: report.added.length,
      updated: report.updated.length,
      unchanged: report.unchanged,
      unpublished: report.unpublished.length,
      skipped: report.skipped.length,
    },
    'content synced',
  );
  return report;
}
