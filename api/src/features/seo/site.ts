// The site's name and the head metadata of the fixed pages (docs/product/navigation.md#routes).
import type { StaticPagePath } from 'contracts';
import { SITE_NAME } from '../../lib/site-name.ts';

export { SITE_NAME };
export const SITE_DESCRIPTION =
  'Tutorials, articles, earning ideas and ComfyUI workflows for people who create with AI image and video tools.';

export interface StaticHead {
  /** Page title without the site name (null: the site name alone). */
  title: string | null;
  description: string;
}

/** The head of each page with a fixed head (the contracts' page table names them; a missing one is a type error). */
export const STATIC_HEADS: Record<StaticPagePath, StaticHead> = {
  '/': {
    title: 'Master AI Tools: Your Path to AI Creativity',
    description:
      'Step-by-step tutorials, honest comparisons, earning ideas and ready-to-run ComfyUI workflows for AI image and video creators.',
  },
  '/ai-roadmap': {
    title: 'AI Roadmap',
    description:
      'A four-level learning path from your first AI image to advanced text-to-video creations, with the tutorials and workflows for every step.',
  },
  '/workflows': {
    title: 'ComfyUI Workflows',
    description: 'Download tested ComfyUI workflows for Flux, Qwen Image, Wan 2.2 and more, with a preview of every graph.',
  },
  '/tutorials': {
    title: 'Tutorials',
    description:
      'Install and use ComfyUI, Stable Diffusion, Flux and AI video models step by step, with hardware requirements and fixes for common errors.',
  },
  '/earning-ideas': {
    title: 'Earning Ideas',
    description: 'Practical ways to earn money with AI images and video: stock images, faceless channels, print on demand and client work.',
  },
  '/blog': {
    title: 'Blog',
    description:
      'Comparisons, guides and opinions on AI image and video tools: ComfyUI, Midjourney, Stable Diffusion, local AI tools and more.',
  },
  '/search': {
    title: 'Search',
    description: 'Search the tutorials, articles, earning ideas and workflows.',
  },
  '/contact': {
    title: 'Contact',
    description: "Get in touch with the AI Creator Hub team: we'd love to hear from you.",
  },
  '/pricing': {
    title: 'Credit Plans',
    description: 'Purchase credits to use our services. All prices are shown in INR.',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description: 'What data AI Creator Hub keeps about you, why, for how long, and how to have it removed.',
  },
  '/signin': {
    title: 'Sign In',
    description: 'Sign in to comment and manage your account.',
  },
  '/signup': {
    title: 'Sign Up',
    description: 'Create an account to comment and save your progress.',
  },
  '/forgot-password': {
    title: 'Forgot password',
    description: 'Get a link to set a new password.',
  },
  '/reset-password': {
    title: 'Set a new password',
    description: 'Set a new password for your account.',
  },
  '/account': {
    title: 'Your account',
    description: 'Your name, password, sessions, newsletter and data.',
  },
  '/library': {
    title: 'Your library',
    description: 'The articles and workflows you saved, and which ones you have read or downloaded.',
  },
};

export const NOT_FOUND_PAGE = {
  title: 'Page not found',
  description: "404: The page you are looking for isn't here.",
};

export const ARTICLE_NOT_FOUND_PAGE = {
  title: 'Blog Not Found',
  description: "The blog you're looking for doesn't exist or may have been removed. Try exploring other blogs.",
};

/** An article that was published and has been taken down (410: search engines drop it at once). */
export const ARTICLE_GONE_PAGE = {
  title: 'Blog Not Found',
  description: 'This article has been taken down. Try exploring other blogs.',
};

export function fullTitle(title: string | null): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** The staff area's pages (drawn by the shell's /admin routes): rendered for staff only, never indexed. */
export const ADMIN_PAGE = {
  title: 'Staff area',
  description: 'The staff area of AI Creator Hub.',
  sections: ['users', 'comments', 'messages', 'newsletter', 'workflows', 'audit'] as readonly string[],
};
