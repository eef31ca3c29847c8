// The loader of the /workflows/:slug pages (the page table's `workflow` loader): /workflows/{id} and
// /workflows/{blog_slug} get the workflow's title, description and thumbnail (a write-up keeps its
// article's metadata), an id of a workflow with a write-up or another spelling of a slug redirects to
// the canonical path, an unknown one is a 404; every workflow is listed in the sitemap.
import { absoluteUrl, type Config } from '../../config.ts';
import type { ArticlesService } from '../articles/service.ts';
import { socialImage } from '../seo/og-image.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { articleEntries, loadArticle, type PageCatalog, type PageResolution } from '../seo/pages.ts';
import { fullTitle } from '../seo/site.ts';
import { breadcrumbJsonLd, workflowJsonLd } from '../seo/structured-data.ts';
import { workflowPagePath } from './search-document.ts';
import type { ListedWorkflow, Workflow } from 'contracts';
import type { WorkflowsService } from './service.ts';

export interface WorkflowPagesDeps {
  pages: PageCatalog;
  workflows: WorkflowsService;
  articles: ArticlesService;
  config: Pick<Config, 'publicUrl' | 'dataDir'>;
}

export const WORKFLOW_NOT_FOUND_PAGE = {
  title: 'Workflow not found',
  description: 'This workflow does not exist or was removed. Browse the ComfyUI workflow catalogue instead.',
};

function notFound(): PageResolution {
  const page = WORKFLOW_NOT_FOUND_PAGE;
  return {
    kind: 'page',
    status: 404,
    meta: {
      title: fullTitle(page.title),
      description: page.description,
      canonicalUrl: null,
      imageUrl: null,
      type: 'website',
      noindex: true,
    },
  };
}

export function registerWorkflowPages({ pages, workflows, articles, config }: WorkflowPagesDeps): void {
  const workflowPage = (workflow: Workflow): PageResolution => {
    const canonicalUrl = absoluteUrl(config, workflowPagePath(workflow));
    const image = socialImage(config, workflow.thumbnail_url);
    const tags = workflow.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    return {
      kind: 'page',
      status: 200,
      meta: {
        title: fullTitle(workflow.title),
        description: workflow.description,
        canonicalUrl,
        imageUrl: image?.url ?? null,
        imageWidth: image?.width,
        imageHeight: image?.height,
        type: 'website',
        noindex: false,
        tags,
        structuredData: [
          workflowJsonLd(config, {
            name: workflow.title,
            description: workflow.description,
            canonicalUrl,
            imageUrl: image?.url ?? null,
            downloadUrl: absoluteUrl(config, workflow.download_url),
            dateCreated: workflow.created.slice(0, 10),
            tags,
          }),
          breadcrumbJsonLd(config, '/workflows', { name: workflow.title, path: canonicalUrl }),
        ],
      },
    };
  };

  pages.setLoader('workflow', {
    // One read of the workflow (and of its write-up, which then describes the page); the answers are
    // the render's, so the screen does not ask the API again.
    async load({ params, answers }) {
      const key = params.slug ?? '';
      const numeric = /^\d+$/.test(key);
      let workflow: ListedWorkflow;
      try {
        workflow = await workflows.get(key);
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        answers.putNotFound('GET workflows/:key/', { key }, error.message);
        // A write-up without a workflow of its own is still an article page.
        return numeric ? notFound() : loadArticle({ config, articles }, { section: 'workflows', slug: key, answers });
      }
      const canonical = workflowPagePath(workflow);
      if (canonical !== `/workflows/${encodeURIComponent(key)}`) return { kind: 'redirect', status: 301, location: canonical };
      answers.put('GET workflows/:key/', { key }, workflow);
      // With a write-up the article's own metadata describes the page.
      if (workflow.blog_slug) {
        const article = await loadArticle({ config, articles }, { section: 'workflows', slug: workflow.blog_slug, answers });
        if (article.kind === 'page' && article.status === 200) return article;
      }
      return workflowPage(workflow);
    },
    async sitemap(route) {
      const listed = (await workflows.all()).map((workflow) => ({
        loc: workflowPagePath(workflow),
        lastmod: workflow.created.slice(0, 10),
        changefreq: route.sitemap?.changefreq,
        priority: route.sitemap?.priority,
      }));
      return [...listed, ...(await articleEntries(articles, 'workflows', route))];
    },
  });
}
