// The workflow routes for crawlers and link previews: /workflows/{id} and /workflows/{blog_slug}
// get the workflow's title, description and thumbnail (a write-up keeps its article's metadata),
// an id of a workflow with a write-up or another spelling of a slug redirects to the canonical
// path, an unknown one is a 404; every workflow is listed in the sitemap.
import { absoluteUrl, type Config } from '../../config.ts';
import type { ArticlesService } from '../articles/service.ts';
import { socialImage } from '../seo/og-image.ts';
import type { PageCatalog, PageResolution } from '../seo/pages.ts';
import { ARTICLE_NOT_FOUND_PAGE, fullTitle } from '../seo/site.ts';
import { breadcrumbJsonLd, workflowJsonLd } from '../seo/structured-data.ts';
import { workflowPagePath } from './search-document.ts';
import type { Workflow } from 'contracts';
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

function notFound(numeric: boolean): PageResolution {
  const page = numeric ? WORKFLOW_NOT_FOUND_PAGE : ARTICLE_NOT_FOUND_PAGE;
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

  pages.addResolver('/workflows/', async (_path, segments) => {
    const [, key, ...extra] = segments;
    if (key === undefined) return null;
    const numeric = /^\d+$/.test(key);
    if (extra.length > 0) return notFound(numeric);
    const workflow = await workflows.find(key);
    if (!workflow) {
      // A write-up without a workflow of its own is still an article page (the catalog's default).
      return !numeric && (await articles.find('workflows', key)) ? null : notFound(numeric);
    }
    const canonical = workflowPagePath(workflow);
    if (canonical !== `/workflows/${encodeURIComponent(key)}`) return { kind: 'redirect', status: 301, location: canonical };
    // With a write-up the article's own metadata describes the page.
    if (workflow.blog_slug && (await articles.find('workflows', workflow.blog_slug))) return null;
    return workflowPage(workflow);
  });

  pages.addSitemapSource(async () =>
    (await workflows.all()).map((workflow) => ({
      loc: workflowPagePath(workflow),
      lastmod: workflow.created.slice(0, 10),
      changefreq: 'monthly',
      priority: 0.7,
    })),
  );
}
