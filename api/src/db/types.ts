// Table types of the whole database (Kysely). Each feature's migration creates its tables.
import type { Generated } from 'kysely';

export interface ArticlesTable {
  id: Generated<number>;
  section: string;
  slug: string;
  /** Lower-cased slug: the key of case-insensitive look-ups (unique per section). */
  slug_key: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD */
  updated: string;
  /** JSON array of strings. */
  tags: string;
  /** Site path of the thumbnail (e.g. /static/content/blog/x.svg) or null. */
  thumbnail: string | null;
  featured: number;
  html: string;
  /** JSON array of {id, text, level}. */
  toc: string;
  reading_minutes: number;
  source_path: string;
  content_hash: string;
  published: number;
  created_at: string;
  updated_at: string;
}

export interface SearchDocumentsTable {
  id: Generated<number>;
  /** What the document is ('article', later 'workflow'); (kind, ref_id) is unique. */
  kind: string;
  /** The id of the thing in its own table. */
  ref_id: number;
  /** Site path a result links to, e.g. /blog/stable-diffusion. */
  url: string;
  section: string;
  title: string;
  description: string;
  body: string;
  thumbnail: string | null;
  /** YYYY-MM-DD or ISO date: ties are broken newest first. */
  date: string;
}

export interface Database {
  articles: ArticlesTable;
  search_documents: SearchDocumentsTable;
}
