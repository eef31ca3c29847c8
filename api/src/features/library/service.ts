// The member's library (docs/product/library.md): what they saved, with whether they read / downloaded
// each item, and "new to you": the article and workflow lists without what they opened or downloaded.
// Every answer is about the calling member only: each method takes their id from the access token.
import type {
  ArticleListQuery,
  ArticlePage,
  ArticleSummary,
  Library,
  LibraryEntry,
  LibraryItem,
  ListedWorkflow,
  ListedWorkflowList,
  WorkflowListQuery,
} from 'contracts';
import { NotFoundError } from '../../lib/errors.ts';
import type { ArticlesService } from '../articles/service.ts';
import type { WorkflowsService } from '../workflows/service.ts';
import type { LibraryRepository, LibraryRow } from './repository.ts';

export interface LibraryServiceDeps {
  repository: LibraryRepository;
  articles: Pick<ArticlesService, 'byIds' | 'list'>;
  workflows: Pick<WorkflowsService, 'byIds' | 'list'>;
}

type Described = Pick<LibraryEntry, 'kind' | 'id' | 'title' | 'description' | 'url' | 'thumbnail_url'>;

const articleEntry = (article: ArticleSummary): Described => ({
  kind: 'article',
  id: article.id,
  title: article.title,
  description: article.description,
  url: `/${article.section}/${encodeURIComponent(article.slug)}`,
  thumbnail_url: article.thumbnail_url,
});

const workflowEntry = (workflow: ListedWorkflow): Described => ({
  kind: 'workflow',
  id: workflow.id,
  title: workflow.title,
  description: workflow.description,
  url: `/workflows/${workflow.blog_slug ? encodeURIComponent(workflow.blog_slug) : workflow.id}`,
  thumbnail_url: workflow.thumbnail_url,
});

const MISSING = 'No such article or workflow.';

export function createLibraryService({ repository, articles, workflows }: LibraryServiceDeps) {
  /** The published items among these, by "kind:id"; unpublished ones are left out. */
  async function describe(items: readonly Pick<LibraryItem, 'kind' | 'id'>[]): Promise<Map<string, Described>> {
    const idsOf = (kind: LibraryItem['kind']) => items.filter((item) => item.kind === kind).map((item) => item.id);
    const [foundArticles, foundWorkflows] = await Promise.all([articles.byIds(idsOf('article')), workflows.byIds(idsOf('workflow'))]);
    const described = [...foundArticles.map(articleEntry), ...foundWorkflows.map(workflowEntry)];
    return new Map(described.map((entry) => [`${entry.kind}:${entry.id}`, entry]));
  }

  async function requirePublished(item: LibraryItem): Promise<Described> {
    const found = (await describe([item])).get(`${item.kind}:${item.id}`);
    if (!found) throw new NotFoundError(MISSING);
    return found;
  }

  const entry = (described: Described, row: Omit<LibraryRow, 'kind' | 'id'>): LibraryEntry => ({
    ...described,
    saved_at: row.saved_at,
    opened_at: row.opened_at,
    downloaded_at: described.kind === 'workflow' ? row.downloaded_at : null,
  });

  return {
    /** The member's saved items that are published, newest saved first. */
    async list(userId: number): Promise<Library> {
      const rows = await repository.saved(userId);
      const described = await describe(rows);
      return {
        results: rows.flatMap((row) => {
          const found = described.get(`${row.kind}:${row.id}`);
          return found ? [entry(found, row)] : [];
        }),
      };
    },

    /** Saves an item (saving it again changes nothing); NotFoundError when it is not published. */
    async save(userId: number, item: LibraryItem): Promise<LibraryEntry> {
      const described = await requirePublished(item);
      await repository.mark(userId, item.kind, item.id, 'saved_at', new Date().toISOString(), true);
      return entry(described, (await repository.one(userId, item.kind, item.id))!);
    },

    /** Takes an item out of the library (nothing happens when it is not in it). */
    async remove(userId: number, item: LibraryItem): Promise<void> {
      await repository.unsave(userId, item.kind, item.id);
    },

    /** The member opened the item (an article read; a workflow's preview or write-up); NotFoundError when it is not published. */
    async opened(userId: number, item: LibraryItem): Promise<void> {
      await requirePublished(item);
      await repository.mark(userId, item.kind, item.id, 'opened_at', new Date().toISOString(), false);
    },

    /** A page of articles, newest first, without those the member opened. */
    async newArticles(userId: number, query: Omit<ArticleListQuery, 'featured'>): Promise<ArticlePage> {
      return articles.list(query, { exclude: await repository.seen(userId, 'article') });
    },

    /** A page of the workflow grid, newest first, without those the member opened or downloaded. */
    async newWorkflows(userId: number, query: Omit<WorkflowListQuery, 'sort'>): Promise<ListedWorkflowList> {
      return workflows.list({ ...query, sort: '-created' }, { exclude: await repository.seen(userId, 'workflow') });
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;

/** What the workflows' download route tells the library: the member downloaded the workflow's file. */
export function createDownloadMarks(repository: LibraryRepository) {
  return {
    async downloaded(userId: number, workflowId: number): Promise<void> {
      await repository.mark(userId, 'workflow', workflowId, 'downloaded_at', new Date().toISOString(), false);
    },
  };
}
