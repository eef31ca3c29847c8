import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** SPEC §2: on route change the page scrolls to the top, except under /workflows. */
export function shouldScrollToTop(pathname: string): boolean {
  return !pathname.startsWith('/workflows');
}

export function ScrollToTop(): null {
  const { pathname } = useLocation();
  useEffect(() => {
    if (shouldScrollToTop(pathname)) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
