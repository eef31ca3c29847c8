// Typed fixture factories for the apps' tests: an answer of the API with every field filled in, so a
// test names only the fields it is about, and a new field of the contract changes this file alone.
import type { Article, ArticleSummary, PublicUser } from 'contracts';

export function createArticleSummary(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: 1,
    section: 'tutorials',
    slug: 'install-flux-comfyui',
    title: 'How to Install Flux in ComfyUI',
    description: 'Files, folders and a first image.',
    thumbnail_url: null,
    date: '2025-08-01',
    updated: '2025-08-01',
    reading_minutes: 9,
    tags: ['flux'],
    ...overrides,
  };
}

export function createArticle(overrides: Partial<Article> = {}): Article {
  return {
    ...createArticleSummary(),
    subtitle: null,
    html: '<p>Download the fp8 checkpoint.</p>',
    toc: [],
    related: [],
    ...overrides,
  };
}

export function createUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 1,
    first_name: 'Asha',
    last_name: 'Rao',
    email: 'asha@example.com',
    mobile_no: null,
    is_paid_member: false,
    is_staff: false,
    date_joined: '2026-01-15T09:30:00.000Z',
    avatar_url: null,
    ...overrides,
  };
}
