// Table types of the whole database (Kysely). Each feature's migration creates its tables.
import type { Generated } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export interface ArticlesTable {
  id: Generated<number>;
  section: string;
  slug: string;
  /** Lower-cased slug: the key of case-insensitive look-ups (unique per section). */
  slug_key: string;
  title: string;
  /** The line under the title, or null. */
  subtitle: string | null;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD */
  updated: string;
  /** JSON array of strings. */
  tags: string;
  /** Site path of the thumbnail (e.g. /static/content/blog/x.svg) or null. */
  thumbnail: string | null;
  featured: number;
  html: string;
  /** JSON array of {id, text, level}. */
  toc: string;
  reading_minutes: number;
  source_path: string;
  content_hash: string;
  published: number;
  created_at: string;
  updated_at: string;
}

export interface SearchDocumentsTable {
  id: Generated<number>;
  /** What the document is ('article', later 'workflow'); (kind, ref_id) is unique. */
  kind: string;
  /** The id of the thing in its own table. */
  ref_id: number;
  /** Site path a result links to, e.g. /blog/stable-diffusion. */
  url: string;
  section: string;
  title: string;
  description: string;
  body: string;
  thumbnail: string | null;
  /** YYYY-MM-DD or ISO date: ties are broken newest first. */
  date: string;
}

export interface CommentsTable {
  id: Generated<number>;
  section: string;
  /** The article's canonical slug. */
  post_slug: string;
  /** The top-level comment a reply belongs to (replies are one level deep); null for a comment. */
  parent_id: number | null;
  user_id: number;
  /** Plain text as written (trimmed), never HTML. */
  content: string;
  /** ISO timestamp. */
  created: string;
  /** When staff hid the comment (kept, shown only to its author and staff); null = visible. */
  hidden_at: Generated<string | null>;
  /** When staff pinned it (first on its article's list; at most one per article); null = not pinned. */
  pinned_at: Generated<string | null>;
  /** Set while a member's first comment waits for approval (shown only to its author and staff). */
  held_at: Generated<string | null>;
  /** The comment or reply a reply answers (its author gets the reply mail); null for a comment. */
  replied_to: Generated<number | null>;
  /** When the reply mail was claimed for sending (at most once per reply); null = not sent. */
  reply_mail_at: Generated<string | null>;
}

export interface CommentReactionsTable {
  /** (comment_id, user_id) is the primary key: one reaction per member and comment. */
  comment_id: number;
  user_id: number;
  /** One of COMMENT_REACTIONS' keys. */
  reaction: string;
  created: string;
}

export interface SiteSettingsTable {
  /** e.g. 'hold_first_comments'. */
  name: string;
  /** JSON. */
  value: string;
  updated_at: string;
}

export interface CommentReportsTable {
  id: Generated<number>;
  comment_id: number;
  user_id: number;
  /** One of REPORT_REASONS (spam, harassment, off-topic, other). (comment_id, user_id) is unique. */
  reason: string;
  created: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  ip: string;
  created: string;
  /** When the message was mailed to CONTACT_TO; null if mailing failed. */
  mailed_at: string | null;
  /** The inbox state: 'unread', 'read' or 'answered'. */
  status: Generated<string>;
}

export interface ContactRepliesTable {
  id: Generated<number>;
  message_id: number;
  /** The reply as mailed (plain text). */
  body: string;
  /** The staff user who replied; null once that account is deleted (staff_email stays). */
  staff_id: number | null;
  staff_email: string;
  created: string;
}

export interface NewsletterCampaignsTable {
  id: Generated<number>;
  subject: string;
  /** Markdown, rendered and sanitised like an article's. */
  body: string;
  /** 'sending' until no recipient is pending or being sent, then 'sent'. */
  status: string;
  staff_id: number | null;
  staff_email: string;
  created: string;
  finished_at: string | null;
}

export interface NewsletterCampaignRecipientsTable {
  id: Generated<number>;
  campaign_id: number;
  subscriber_id: number | null;
  email: string;
  /** 'pending' → 'sending' (claimed by one sender) → 'sent', 'failed' or 'skipped' (unsubscribed meanwhile). */
  status: string;
  claimed_at: string | null;
  sent_at: string | null;
  error: string | null;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  /** Lower-cased; unique. */
  email: string;
  /** Confirmation token (in the confirmation link). */
  token: string;
  /** Token of the unsubscribe link every newsletter mail carries. */
  unsubscribe_token: string;
  created: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  last_confirmation_sent_at: string | null;
}

export interface WorkflowsTable {
  id: Generated<number>;
  /** Unique, from the file name (catalog/<slug>.json or the uploaded file). */
  slug: string;
  /** Slug of the write-up article in the workflows section, or null. */
  blog_slug: string | null;
  title: string;
  description: string;
  /** Comma-separated, as on the wire ("flux, text to image"). */
  tags: string;
  category: string;
  difficulty: string;
  /** Site path of the file (/static/workflows/x.json) or an absolute URL; local-host URLs are rewritten when served. */
  file_url: string;
  /** The name a download is saved under. */
  file_name: string;
  /** Site path or absolute URL of the thumbnail, or null. */
  thumbnail_url: string | null;
  /** YYYY-MM-DD (or ISO): the default sort is newest first. */
  created: string;
  downloads: Generated<number>;
  /** 'catalog' (seeded from the content folder) or 'upload' (staff). */
  source: string;
  /** 1 = listed for visitors; 0 = unpublished by staff (or removed). */
  published: Generated<number>;
  /** 1 = a seeded workflow staff deleted (kept, with published = 0, so the next start does not restore it). */
  removed: Generated<number>;
  content_hash: string;
  created_at: string;
  updated_at: string;
  /** JSON array of the model files the catalogue metadata lists ({name, folder, size, licence, url}); '[]' for uploads. */
  models: Generated<string>;
  /** JSON array of the custom node packs the catalogue metadata lists ({id, name, url}); '[]' for uploads. */
  custom_nodes: Generated<string>;
  /** comfy-engine's WorkflowRequirements as JSON, computed from the catalogue metadata; '' for uploads. */
  requirements: Generated<string>;
  /** Commercial use of the images it makes: 'yes', 'conditions', 'no' or 'unknown' (uploads). */
  commercial_images: Generated<string>;
  /** Commercial use as a generation service: 'yes', 'conditions', 'no' or 'unknown' (uploads). */
  commercial_service: Generated<string>;
  /** GPU tier in GB (0 = runs on a hosted API, 8, 12, 16, 24 = 24 and up); null when unknown. */
  gpu_tier: Generated<number | null>;
}

export interface UsersTable {
  id: Generated<number>;
  /** Trimmed and lower-cased; unique. */
  email: string;
  first_name: string;
  last_name: string;
  mobile_no: string | null;
  /** PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash); null for Google-only accounts. */
  password_hash: string | null;
  /** Google's stable account id ("sub" of its ID token), once linked. */
  google_sub: string | null;
  avatar_url: string | null;
  is_staff: number;
  is_paid_member: number;
  /** ISO timestamp. */
  date_joined: string;
  last_login: string | null;
  /** ISO timestamp of the confirmation of `email` (the link mailed to it, or Google); null = unverified. */
  email_verified_at: string | null;
  /** A new address waiting for its confirmation; `email` changes only then. */
  pending_email: string | null;
  /** SHA-256 (hex) of the token in the confirmation link last mailed; null when none is pending. */
  email_token_hash: string | null;
  email_token_expires_at: string | null;
  /** ISO timestamp: access tokens issued before it are refused (set when an account is taken over). */
  sessions_valid_after: string | null;
  /** ISO timestamp of when staff disabled the account (it cannot sign in); null = enabled. */
  disabled_at: string | null;
  /** SHA-256 (hex) of the token in the password-reset link last mailed; null when none is pending. */
  password_reset_hash: string | null;
  password_reset_expires_at: string | null;
  /** 1: mail the member when someone replies to their comment (the default); 0: unsubscribed. */
  reply_mails: Generated<number>;
  /** The member's public name in /u/<handle>/roadmap (lower-case, unique); null until they choose one. */
  handle: string | null;
  /** 1 when the member's roadmap progress page is public. */
  progress_public: Generated<number>;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  /** Every token rotated from one sign-in shares its family; reuse of a rotated token revokes the family. */
  family_id: string;
  /** SHA-256 (hex) of the opaque token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** Set when the token was traded for a new pair. */
  used_at: string | null;
  revoked_at: string | null;
}

export interface RateLimitsTable {
  /** What is counted, e.g. "signin:ip:203.0.113.7". */
  key: string;
  /** ISO start of the fixed window; (key, window_start) is the primary key. */
  window_start: string;
  count: number;
  /** ISO end of the window: rows past it are deleted. */
  expires_at: string;
}

export interface WorkflowDownloadsTable {
  workflow_id: number;
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** SHA-256 (hex) of the day and the visitor (user id or client address). */
  visitor: string;
}

export interface MediaFilesTable {
  /** The file's name in the workflows media folder (served at /static/workflows/<name>). */
  name: string;
  content_type: string;
  bytes: Uint8Array;
  /** ISO timestamp of the last write. */
  updated_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** The staff user who acted; null once that account is deleted (actor_email stays). */
  actor_id: number | null;
  actor_email: string;
  /** What was done, `<area>.<verb>`: e.g. 'user.grant_paid', 'comment.hide', 'campaign.send'. */
  action: string;
  /** What it was done to: 'user', 'comment', 'contact_message', 'campaign', 'workflow', … */
  target_type: string;
  target_id: string | null;
  /** JSON object with the action's particulars (e.g. {"from": false, "to": true}). */
  details: string;
  /** ISO timestamp. */
  created: string;
}

export interface RoadmapMarksTable {
  user_id: number;
  /** One of ROADMAP_STEP_IDS (contracts); (user_id, step) is the primary key. */
  step: string;
  /** 'done', 'learning', 'skipped' or 'none' (cleared). */
  status: string;
  /** ISO timestamp of the mark: the later one wins a merge. */
  marked_at: string;
}

export interface RoadmapDaysTable {
  user_id: number;
  /** YYYY-MM-DD (UTC) on which the member marked steps done or learning. */
  day: string;
  /** How many such marks that day. */
  marks: number;
}

export interface LibraryItemsTable {
  user_id: number;
  /** The article, or null when the row is about a workflow (exactly one of the two is set). */
  article_id: number | null;
  workflow_id: number | null;
  /** ISO timestamp of when the member saved it; null = not in their library. */
  saved_at: string | null;
  /** ISO timestamp of the last time the member opened it (an article read, a workflow's preview or write-up). */
  opened_at: string | null;
  /** ISO timestamp of the member's last download of the workflow's file. */
  downloaded_at: string | null;
}

export interface SharedResultsTable {
  id: Generated<number>;
  workflow_id: number;
  user_id: number;
  /** 'image' or 'video'. */
  kind: string;
  /** Media storage keys (content-hashed: results/<sha256>.<ext>) of the file and its WebP thumbnail. */
  media_key: string;
  thumbnail_key: string;
  /** The thumbnail's size in pixels. */
  width: number;
  height: number;
  /** What the member chose to share: plain text, never HTML. */
  prompt: string;
  settings: string;
  /** 'pending' (waiting for review), 'approved' or 'rejected'. */
  status: string;
  /** ISO timestamps. */
  created: string;
  reviewed_at: string | null;
}

export interface SharedResultReportsTable {
  id: Generated<number>;
  result_id: number;
  user_id: number;
  /** One of REPORT_REASONS; (result_id, user_id) is unique. */
  reason: string;
  created: string;
}

export interface Database {
  articles: ArticlesTable;
  search_documents: SearchDocumentsTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  rate_limits: RateLimitsTable;
  workflows: WorkflowsTable;
  workflow_downloads: WorkflowDownloadsTable;
  media_files: MediaFilesTable;
  comments: CommentsTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  audit_log: AuditLogTable;
  comment_reports: CommentReportsTable;
  comment_reactions: CommentReactionsTable;
  site_settings: SiteSettingsTable;
  contact_replies: ContactRepliesTable;
  newsletter_campaigns: NewsletterCampaignsTable;
  newsletter_campaign_recipients: NewsletterCampaignRecipientsTable;
  roadmap_marks: RoadmapMarksTable;
  roadmap_days: RoadmapDaysTable;
  library_items: LibraryItemsTable;
  shared_results: SharedResultsTable;
  shared_result_reports: SharedResultReportsTable;
}
