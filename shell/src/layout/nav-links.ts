// The links of the navigation bar, the drawer and the footer (docs/product/navigation.md#navigation-bar, #footer), and which tab is active.
export interface NavLink {
  key: string;
  label: string;
  to: string;
}

export const MAIN_TABS: NavLink[] = [
  { key: 'home', label: 'Home', to: '/' },
  { key: 'ai-roadmap', label: 'AI Roadmap', to: '/ai-roadmap' },
  { key: 'workflows', label: 'Workflows', to: '/workflows' },
];

export const MORE_LINKS: NavLink[] = [
  { key: 'tutorials', label: 'Tutorials', to: '/tutorials' },
  { key: 'earning-ideas', label: 'Earning Ideas', to: '/earning-ideas' },
  { key: 'blog', label: 'Blog', to: '/blog' },
];

export const FOOTER_LINKS: NavLink[] = [
  { key: 'earning-ideas', label: 'EARNING IDEAS', to: '/earning-ideas' },
  { key: 'tutorials', label: 'TUTORIALS', to: '/tutorials' },
  { key: 'workflows', label: 'WORKFLOWS', to: '/workflows' },
  { key: 'blog', label: 'BLOG', to: '/blog' },
  { key: 'privacy', label: 'PRIVACY POLICY', to: '/privacy' },
];

export const VIDEO_CHANNEL_URL = 'https://www.youtube.com/@aicreatorhub';

function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The key of the tab (or More item) the current path belongs to, or null. */
export function activeKey(pathname: string): string | null {
  if (pathname === '/') return 'home';
  const link = [...MAIN_TABS, ...MORE_LINKS].find((l) => l.to !== '/' && underPrefix(pathname, l.to));
  return link?.key ?? null;
}

export function isMoreActive(pathname: string): boolean {
  const key = activeKey(pathname);
  return MORE_LINKS.some((l) => l.key === key);
}
