// Articles: paginated summaries, one article with its related articles, and the list the SEO
// feature needs. Dependencies are passed in.
import { NotFoundError } from '../../lib/errors.ts';
import type { ArticlesRepository, ArticleRow, SummaryRow } from './repository.ts';
import type { Article, ArticleListQuery, ArticlePage, ArticleSummary, Section } from 'contracts';
import type { TocEntry } from './markdown.ts';

export interface ArticlesServiceDeps {
  repository: ArticlesRepository;
}

const RELATED_MAX = 4;
const RELATED_MIN = 3;

function parseJsonArray<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export function createArticlesService({ repository }: ArticlesServiceDeps) {
  const toSummary = (row: SummaryRow | ArticleRow): ArticleSummary => ({
    id: row.id,
    section: row.section as Section,
    slug: row.slug,
    title: row.title,
    description: row.description,
    // A site path (/static/…) works on every host name the site is opened under (docs/product/content.md#urls-of-images-and-files).
    thumbnail_url: row.thumbnail,
    date: row.date,
    updated: row.updated,
    reading_minutes: row.reading_minutes,
    tags: parseJsonArray<string>(row.tags),
  });

  function related(article: ArticleSummary, all: ArticleSummary[]): ArticleSummary[] {
    const tags = new Set(article.tags.map((t) => t.toLowerCase()));
    const scored = all
      .filter((other) => other.id !== article.id)
      .map((other) => ({
        other,
        score: other.tags.filter((t) => tags.has(t.toLowerCase())).length * 2 + (other.section === article.section ? 1 : 0),
      }));
    // `all` is newest first and the sort is stable, so equal scores stay newest first.
    const best = scored
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, RELATED_MAX);
    if (best.length < RELATED_MIN) {
      for (const s of scored) {
        if (best.length >= RELATED_MIN) break;
        if (!best.includes(s)) best.push(s);
      }
    }
    return best.map((s) => s.other);
  }

  return {
    /** A page of summaries, newest first; `exclude`: ids to leave out (the articles a member opened). */
    async list(query: ArticleListQuery, { exclude }: { exclude?: readonly number[] } = {}): Promise<ArticlePage> {
      const { rows, count } = await repository.list({
        section: query.section,
        featured: query.featured,
        exclude,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      return { results: rows.map(toSummary), count, page: query.page, page_size: query.page_size };
    },

    /** A published article by section and slug (any case); null when absent. */
    async find(section: string, slug: string): Promise<ArticleSummary | null> {
      const row = await repository.findPublished(section, slug);
      return row ? toSummary(row) : null;
    },

    /** The article with html, toc and related articles; NotFoundError when absent. */
    async get(section: string, slug: string): Promise<Article> {
      const row = await repository.findPublished(section, slug);
      if (!row) throw new NotFoundError(`No article "${slug}" in ${section}.`);
      const summary = toSummary(row);
      const all = (await repository.allPublished()).map(toSummary);
      return { ...summary, subtitle: row.subtitle, html: row.html, toc: parseJsonArray<TocEntry>(row.toc), related: related(summary, all) };
    },

    /** Whether the article was published once and has been taken down (its page answers 410). */
    isRemoved: (section: string, slug: string): Promise<boolean> => repository.isUnpublished(section, slug),

    /** The published articles among these ids, in no particular order (a member's library). */
    async byIds(ids: readonly number[]): Promise<ArticleSummary[]> {
      return (await repository.publishedByIds(ids)).map(toSummary);
    },

    /** Every published article, newest first (sitemap, RSS). */
    async all(): Promise<ArticleSummary[]> {
      return (await repository.allPublished()).map(toSummary);
    },
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
