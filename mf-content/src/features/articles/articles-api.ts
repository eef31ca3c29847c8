import { http } from 'shared';
import type { Article, ArticleSummary, Page, Section } from 'contracts';

export const SECTION_TITLES: Record<Section, string> = {
  tutorials: 'Tutorials',
  blog: 'Blog',
  'earning-ideas': 'Earning Ideas',
  workflows: 'Workflows',
};

export const SECTION_INTROS: Record<Section, string> = {
  tutorials: 'Step-by-step guides to install and master ComfyUI, Stable Diffusion, Flux, Wan and the other tools creators use.',
  blog: 'Comparisons, explainers and opinion on the AI image and video tools worth your time.',
  'earning-ideas': 'Honest, practical ways to earn money with AI images and video, with the numbers and the pitfalls.',
  workflows: 'Write-ups of our ComfyUI workflows.',
};

export interface ListQuery {
  section?: Section;
  featured?: boolean;
  page?: number;
  page_size?: number;
}

export function listArticles(query: ListQuery, signal?: AbortSignal): Promise<Page<ArticleSummary>> {
  return http.get<Page<ArticleSummary>>('articles/', { query: { ...query }, signal });
}

export function getArticle(section: string, slug: string, signal?: AbortSignal): Promise<Article> {
  return http.get<Article>(`articles/${encodeURIComponent(section)}/${encodeURIComponent(slug)}/`, { signal });
}

export function articleUrl(article: Pick<ArticleSummary, 'section' | 'slug'>): string {
  return `/${article.section === 'workflows' ? 'workflows' : article.section}/${article.slug}`;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
