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
  limit: number;
  offset: number;
}

export function createArticlesRepository(db: Kysely<Database>) {
  const published = () => db.selectFrom('articles').where('published', '=', 1);
  const filtered = (filter: Pick<ListFilter, 'section' | 'featured'>) => {
    let query = published();
    if (filter.section) query = query.where('section', '=', filter.section);
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

    /** Every published article's summary, newest first. */
    async allPublished(): Promise<SummaryRow[]> {
      return published().select(SUMMARY_COLUMNS).orderBy('date', 'desc').orderBy('id', 'desc').execute();
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
