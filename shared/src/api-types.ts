// Types of the API's answers, shared by the apps (types only: nothing here ships to the browser).
export interface CurrentUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile_no: string | null;
  is_paid_member: boolean;
  is_staff: boolean;
  date_joined: string;
  avatar_url: string | null;
}

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

export interface SearchResult {
  id: number;
  title: string;
  description: string;
  thumbnail_url: string | null;
  blog_url: string;
  section: string;
  snippet: string;
}

export interface RuntimeConfig {
  adsenseClient: string;
  adPreview: boolean;
  googleClientId: string;
  version: string;
}
