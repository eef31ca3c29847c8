// schema.org JSON-LD for the page head (rendered by meta.ts): the home page's WebSite with its search
// box, an article's Article, a workflow's SoftwareSourceCode, and the BreadcrumbList of both.
import { absoluteUrl, type Config } from '../../config.ts';
import { SITE_DESCRIPTION, SITE_NAME, STATIC_HEADS } from './site.ts';

/** One JSON-LD node (an object with its own @context and @type). */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

type UrlConfig = Pick<Config, 'publicUrl'>;

/** The site as author and publisher; its logo is the shell's icon. */
function organization(config: UrlConfig) {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl(config, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(config, '/favicon.svg') },
  };
}

export function websiteJsonLd(config: UrlConfig): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    description: SITE_DESCRIPTION,
    url: absoluteUrl(config, '/'),
    publisher: organization(config),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl(config, '/search?q={search_term_string}') },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface Crumb {
  name: string;
  /** Site path or absolute URL. */
  path: string;
}

/** The title of a section's index page ('/tutorials' → 'Tutorials'). */
function sectionName(sectionPath: string): string {
  return (sectionPath in STATIC_HEADS ? STATIC_HEADS[sectionPath as keyof typeof STATIC_HEADS].title : null) ?? sectionPath;
}

/** Home → the section's index page → the page, each with its absolute URL. */
export function breadcrumbJsonLd(config: UrlConfig, sectionPath: string, page: Crumb): JsonLd {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }, { name: sectionName(sectionPath), path: sectionPath }, page];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(config, crumb.path),
    })),
  };
}

export interface ArticleData {
  headline: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string | null;
  datePublished: string;
  dateModified: string;
  /** The section's index path, e.g. '/tutorials'. */
  sectionPath: string;
  tags: string[];
}

export function articleJsonLd(config: UrlConfig, a: ArticleData): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.headline,
    description: a.description,
    ...(a.imageUrl ? { image: [a.imageUrl] } : {}),
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    author: organization(config),
    publisher: organization(config),
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.canonicalUrl },
    articleSection: sectionName(a.sectionPath),
    ...(a.tags.length > 0 ? { keywords: a.tags.join(', ') } : {}),
  };
}

export interface WorkflowData {
  name: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string | null;
  /** The URL that serves the workflow file as an attachment. */
  downloadUrl: string;
  dateCreated: string;
  tags: string[];
}

/** A ComfyUI workflow: JSON source that runs on ComfyUI, with its file as the download. */
export function workflowJsonLd(config: UrlConfig, w: WorkflowData): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareSourceCode',
    name: w.name,
    description: w.description,
    url: w.canonicalUrl,
    ...(w.imageUrl ? { image: [w.imageUrl] } : {}),
    programmingLanguage: 'JSON',
    runtimePlatform: 'ComfyUI',
    encoding: { '@type': 'MediaObject', contentUrl: w.downloadUrl, encodingFormat: 'application/json' },
    dateCreated: w.dateCreated,
    author: organization(config),
    publisher: organization(config),
    isAccessibleForFree: true,
    ...(w.tags.length > 0 ? { keywords: w.tags.join(', ') } : {}),
  };
}

/** The JSON of a node, safe inside <script>: no `<`, `>` or `&` that an HTML parser could act on. */
export function jsonLdText(node: JsonLd): string {
  return JSON.stringify(node).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
