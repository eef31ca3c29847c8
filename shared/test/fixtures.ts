// Typed fixture factories for the apps' tests: an answer of the API with every field filled in, so a
// test names only the fields it is about, and a new field of the contract changes this file alone.
import type { Article, ArticleSummary, LibraryEntry, ListedWorkflow, PublicUser } from 'contracts';

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

/** A catalogue workflow as the list and the detail answer it (Apache-2.0 files, a 12 GB card). */
export function createWorkflow(overrides: Partial<ListedWorkflow> = {}): ListedWorkflow {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `workflow-${id}`,
    blog_slug: null,
    title: `Workflow ${id}`,
    description: `What workflow ${id} does.`,
    tags: 'flux, text to image',
    category: 'Text to Image',
    difficulty: 'Beginner',
    s3_url: `http://localhost/static/workflows/workflow-${id}.json`,
    thumbnail_url: `http://localhost/static/workflows/workflow-${id}.svg`,
    download_url: `http://localhost/api/workflows/${id}/download/`,
    downloads: 0,
    created: '2025-01-01',
    models: [],
    custom_nodes: [],
    commercial_use: {
      images: 'yes',
      service: 'yes',
      licences: [
        {
          licence: 'Apache-2.0',
          url: 'https://www.apache.org/licenses/LICENSE-2.0',
          images: 'yes',
          imagesTerms: 'Allowed.',
          service: 'yes',
          serviceTerms: 'Allowed.',
          items: ['model.safetensors'],
        },
      ],
      note: 'Not legal advice: read each licence before you sell.',
    },
    gpu_tier: { tier: 12, label: '12 GB', gb: 11, estimate: true, lowVram: null },
    latest_result: null,
    ...overrides,
  };
}

/** An item of a member's library (GET library/): an article saved, not opened yet. */
export function createLibraryEntry(overrides: Partial<LibraryEntry> = {}): LibraryEntry {
  return {
    kind: 'article',
    id: 1,
    title: 'Install ComfyUI',
    description: 'Step by step.',
    url: '/tutorials/install-comfyui',
    thumbnail_url: null,
    saved_at: '2026-11-20T10:00:00.000Z',
    opened_at: null,
    downloaded_at: null,
    ...overrides,
  };
}
