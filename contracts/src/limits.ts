// Limits and allowed values the API enforces and the screens' forms check too (maxLength, counters,
// choices): zod-free, so a screen that imports them carries a few bytes, not the schemas.
/** The staff lists' page size by default, and at most. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;
/** A new password's length. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;
/** A user's first or last name, and a contact message's name. */
export const NAME_MAX = 150;
/** A comment's content. */
export const CONTENT_MAX = 5000;
/** A contact message. */
export const MESSAGE_MAX = 5000;
/** Staff's reply to a contact message. */
export const REPLY_MAX = 10_000;
/** A newsletter campaign's subject and body. */
export const SUBJECT_MAX = 200;
export const CAMPAIGN_BODY_MAX = 50_000;
/** A workflow's metadata (the staff upload and edit forms). */
export const WORKFLOW_FIELD_MAX = { title: 200, description: 1000, tags: 500, category: 100, blog_slug: 200 } as const;
export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
/** An article's slug (letters, digits and inner hyphens). */
export const ARTICLE_SLUG_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

// Roadmap progress (decision 0032).
/** The AI Roadmap's steps, four levels of five, in order; the roadmap's data names each step by one of these. */
export const ROADMAP_STEP_IDS = [
  'how-image-models-work',
  'check-your-hardware',
  'install-comfyui',
  'learn-the-interface',
  'first-image',
  'better-prompts',
  'run-flux',
  'loras-and-styles',
  'edit-images',
  'qwen-image',
  'video-models',
  'install-a-video-model',
  'animate-a-still',
  'voice-and-lip-sync',
  'speed-up-renders',
  'replace-characters',
  'content-pipeline',
  'sell-your-images',
  'offer-a-service',
  'sell-what-you-build',
] as const;
export type RoadmapStepId = (typeof ROADMAP_STEP_IDS)[number];

/** A step's mark; `none` clears it (kept with its time, so a later clear wins a merge like any mark). */
export const STEP_STATUSES = ['done', 'learning', 'skipped', 'none'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;
export const HANDLE_RULE = `Use ${HANDLE_MIN} to ${HANDLE_MAX} lower-case letters, digits or single hyphens, starting and ending with a letter or digit.`;
/** Weeks the public page's calendar shows (ending with the current week). */
export const CALENDAR_WEEKS = 20;
/** A shared result (a member's image or short video made with a workflow): sizes, pixels, text fields. */
export const RESULT_LIMITS = {
  /** A PNG, JPEG or WebP image. */
  imageBytes: 12 * 1024 * 1024,
  /** An MP4 or WebM video. */
  videoBytes: 30 * 1024 * 1024,
  /** The poster frame a browser captures from a video. */
  posterBytes: 3 * 1024 * 1024,
  /** An image's (or poster's) width × height at most. */
  pixels: 40_000_000,
  /** A video's length at most, in seconds (read from its header where the container states it). */
  videoSeconds: 60,
  /** The longer side of a thumbnail. */
  thumbnailSide: 640,
  prompt: 4000,
  settings: 1000,
} as const;
/** The files a member may share: images by their bytes (PNG, JPEG, WebP), videos (MP4, WebM). */
export const RESULT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const RESULT_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
