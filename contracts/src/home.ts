// The article lists the home page shows (docs/decisions/0047-home-page-loader.md): its screen asks
// `GET articles/` with these queries, and the API's home loader reads the same lists for the page's
// render, so the screen finds them and the browser, hydrating, asks for nothing again.
import type { RouteQuery } from './routes.ts';

/** Cards per home section. */
const HOME_LIST_SIZE = 4;

/** Each home section's list, in the order the page shows them. */
export const HOME_ARTICLE_LISTS = {
  featured: { featured: true, page_size: HOME_LIST_SIZE },
  tutorials: { section: 'tutorials', page_size: HOME_LIST_SIZE },
  blog: { section: 'blog', page_size: HOME_LIST_SIZE },
  'earning-ideas': { section: 'earning-ideas', page_size: HOME_LIST_SIZE },
} as const satisfies Record<string, RouteQuery<'GET articles/'>>;

export type HomeListKey = keyof typeof HOME_ARTICLE_LISTS;
