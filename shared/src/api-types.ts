// Types of the API's answers, shared by the apps (types only: nothing here ships to the browser).
// Where the API declares an answer's type, it is taken from there rather than written again.
import type { PublicUser } from '../../api/src/features/accounts/service.ts';
import type { Dashboard } from '../../api/src/features/accounts/dashboard.ts';

export type { SearchResult } from '../../api/src/features/search/service.ts';

/** GET users/currentuser/ */
export type CurrentUser = PublicUser;

export interface ArticleSummary {
  id: number;
  section: Section;
  slug: string;
  title: string;
  description: string;
  thumbnail_url: string | null;
  date: string;
  updated: string;
  reading_minutes: number;
  tags: string[];
}

export type Section = 'tutorials' | 'blog' | 'earning-ideas' | 'workflows';

export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

export interface Article extends ArticleSummary {
  html: string;
  toc: TocEntry[];
  related: ArticleSummary[];
}

export interface Page<T> {
  results: T[];
  count: number;
  page: number;
  page_size: number;
}

export interface RuntimeConfig {
  adsenseClient: string;
  /** AdSense slot ids by "<type>.<name>". */
  adSlots: Record<string, string>;
  adPreview: boolean;
  googleClientId: string;
  version: string;
}

export interface CommentAuthor {
  id: number;
  name: string;
  avatar_url: string | null;
}

/** A reply (GET/POST comments/reply/): one level deep, `parent` is its top comment. */
export interface CommentReply {
  id: number;
  post_slug: string;
  section: string;
  parent: number | null;
  /** Plain text as written (line breaks kept); never HTML. */
  content: string;
  author: CommentAuthor;
  /** ISO timestamp. */
  created: string;
  /** Set on a comment staff hid: only its author (and staff) still see it. */
  hidden?: true;
}

/** A top-level comment with its replies, newest first (GET comments/, POST comments/, DELETE comments/{id}/). */
export interface Comment extends CommentReply {
  replies: CommentReply[];
}

/** POST emailsubscribe/: a message to show (never a token). */
export interface SubscribeAnswer {
  status: 'pending' | 'already-subscribed';
  message: string;
}

/** A model file a workflow loads, from its catalogue metadata. */
export interface WorkflowModelFile {
  name: string;
  /** The subfolder of ComfyUI/models/ it goes in ("diffusion_models", "vibevoice/tokenizer"). */
  folder: string;
  /** "11.9 GB", "738 MB". */
  size: string;
  licence: string;
  /** Where to download it. */
  url: string;
}

/** A custom node pack a workflow needs, from its catalogue metadata. */
export interface WorkflowNodePack {
  /** The pack's id (as in the nodes' properties.cnr_id). */
  id: string;
  name: string;
  /** Its repository. */
  url: string;
}

/** A downloadable ComfyUI workflow (GET workflows/, GET workflows/{slug or id}/). */
export interface Workflow {
  id: number;
  slug: string;
  /** Slug of its write-up article (/workflows/{blog_slug}), or null. */
  blog_slug: string | null;
  title: string;
  description: string;
  /** Comma-separated. */
  tags: string;
  category: string;
  difficulty: string;
  /** Absolute URL of the workflow JSON file. */
  s3_url: string;
  thumbnail_url: string | null;
  /** Serves the file as an attachment and counts the download. */
  download_url: string;
  downloads: number;
  /** YYYY-MM-DD */
  created: string;
  /** The model files to download before it runs; empty when the workflow has no such metadata (uploads). */
  models: WorkflowModelFile[];
  /** The custom node packs to install; empty when none are needed or the workflow has no such metadata. */
  custom_nodes: WorkflowNodePack[];
}

/** GET workflows/?page=&search=&sort= (10 per page). */
export interface WorkflowPage {
  results: Workflow[];
  count: number;
}

export type WorkflowSort = '-created' | 'title' | '-downloads';

/** GET users/ (staff): a page of users, searchable by name or email. */
export type UserList = Page<CurrentUser>;

/** GET dashboard/ (staff): the site's counts and the sign-ups of the last 30 days. */
export type AdminDashboard = Dashboard;

/** POST auth-return/ (Google sign-in): on success the token pair comes with it. */
export interface GoogleSignInAnswer {
  status: 'success' | 'error';
  message: string;
  access?: string;
  refresh?: string;
}

/** A row of GET admin/users/ (staff). */
export type { AdminUser, UserComment } from '../../api/src/features/accounts/admin-users.ts';
/** GET admin/dashboard/?days= (staff): events per day and the most downloaded workflows. */
export type { DashboardActivity, ActivityDay, ActivityRange } from '../../api/src/features/accounts/dashboard.ts';
/** A row of GET admin/audit/ (staff). */
export type { AuditEntry } from '../../api/src/features/audit/service.ts';
