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
