// Storage of articles (Kysely; the same on every dialect).
import type { Kysely, Selectable } from 'kysely';
import { pageAndCount } from '../../db/page-and-count.ts';
import type { ArticlesTable, Database } from '../../db/types.ts';

export type ArticleRow = Selectable<ArticlesTable>;
const SUMMARY_COLUMNS = [
  'id',
  'section',
  'slug',
  'title',
  'description',
  'date',
  'updated',
  'tags',
  'thumbnail',
  'featured',
  'reading_minutes',
  'published',
] as const;

export type SummaryRow = Pick<ArticleRow, (typeof SUMMARY_COLUMNS)[number]>;

export interface ListFilter {
  section?: string;
  featured?: boolean;
  /** Leave these articles out (what a member already opened: GET library/new/articles/). */
  exclude?: readonly number[];
  limit: number;
  offset: number;
}

export function createArticlesRepository(db: Kysely<Database>) {
  const published = () => db.selectFrom('articles').where('published', '=', 1);
  const filtered = (filter: Pick<ListFilter, 'section' | 'featured' | 'exclude'>) => {
    let query = published();
    if (filter.section) query = query.where('section', '=', filter.section);
    if (filter.exclude?.length) query = query.where('id', 'not in', filter.exclude);
    if (filter.featured !== undefined) query = query.where('featured', '=', filter.featured ? 1 : 0);
    return query;
  };

  return {
    async list(filter: ListFilter): Promise<{ rows: SummaryRow[]; count: number }> {
      const page = filtered(filter).select(SUMMARY_COLUMNS).orderBy('date', 'desc').orderBy('id', 'desc');
      return pageAndCount(page.limit(filter.limit).offset(filter.offset).execute(), filtered(filter));
    },

    /** Case-insensitive look-up of a published article. */
    async findPublished(section: string, slug: string): Promise<ArticleRow | undefined> {
      return published().selectAll().where('section', '=', section).where('slug_key', '=', slug.toLowerCase()).executeTakeFirst();
    },

    /** Whether an article by this section and slug (any case) exists but is no longer published. */
    async isUnpublished(section: string, slug: string): Promise<boolean> {
      const row = await db
        .selectFrom('articles')
        .select('id')
        .where('published', '=', 0)
        .where('section', '=', section)
        .where('slug_key', '=', slug.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The published articles among these ids (in no particular order). */
    async publishedByIds(ids: readonly number[]): Promise<SummaryRow[]> {
      if (ids.length === 0) return [];
      return published().select(SUMMARY_COLUMNS).where('id', 'in', ids).execute();
    },

    /** Every published article's summary, newest first. */
    async allPublished(): Promise<SummaryRow[]> {
      return published().select(SUMMARY_COLUMNS).orderBy('date', 'desc').orderBy('id', 'desc').execute();
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
