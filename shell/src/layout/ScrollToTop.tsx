import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** docs/product/navigation.md#scrolling: on route change the page scrolls to the top, except under /workflows. */
export function shouldScrollToTop(pathname: string): boolean {
  return !pathname.startsWith('/workflows');
}

/** What counts as a new page: the path, and on /search the query too (a new search starts at the top). */
function pageKey(pathname: string, search: string): string {
  return pathname === '/search' ? `${pathname}${search}` : pathname;
}

export function ScrollToTop(): null {
  const { pathname, search } = useLocation();
  const key = pageKey(pathname, search);
  useEffect(() => {
    if (shouldScrollToTop(pathname)) window.scrollTo(0, 0);
  }, [key, pathname]);
  return null;
}
