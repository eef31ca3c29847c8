// What the article screens show around the API's answers: section titles and intros, an article's
// route, its date.
import type { ArticleSummary, Section } from 'contracts';

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

export function articleUrl(article: Pick<ArticleSummary, 'section' | 'slug'>): string {
  return `/${article.section === 'workflows' ? 'workflows' : article.section}/${article.slug}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "5 March 2025" (British English, the UTC day), written without Intl: a page's first Intl call
 * starts ICU, tens of milliseconds of the main thread on a budget phone while the page hydrates.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
