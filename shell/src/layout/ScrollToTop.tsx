import { useEffect, useRef } from 'react';
import { useLocation } from 'shared/router';

/** The workflow grid, alone or with a workflow's preview dialog over it (/workflows/{numeric id}). */
function isGrid(pathname: string): boolean {
  return /^\/workflows\/?$/.test(pathname) || /^\/workflows\/\d+\/?$/.test(pathname);
}

/**
 * docs/product/navigation.md#scrolling: a route change scrolls to the top, except between the grid
 * and a preview over it (opening and closing a preview keeps the grid where it was). A workflow's
 * write-up (/workflows/{slug}) replaces the grid, so it opens at its top.
 */
export function shouldScrollToTop(from: string | null, to: string): boolean {
  return !(from !== null && isGrid(from) && isGrid(to));
}

/** What counts as a new page: the path, and on /search the query too (a new search starts at the top). */
function pageKey(pathname: string, search: string): string {
  return pathname === '/search' ? `${pathname}${search}` : pathname;
}

/** How long a route's anchor (#comments) or heading may take to appear (its screen loads from a remote). */
const WAIT_MS = 10_000;

/** Calls `found` with the element `find` answers once it is on the page (within WAIT_MS); answers the cleanup. */
function whenPresent(find: () => HTMLElement | null, found: (element: HTMLElement) => void): () => void {
  const present = find();
  if (present) {
    found(present);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const element = find();
    if (!element) return;
    stop();
    found(element);
  });
  const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/** Scrolls to the anchor once it is on the page; on the first page the browser has scrolled to one already there. */
function scrollToAnchor(id: string, firstPage: boolean): () => void {
  const present = document.getElementById(id) !== null;
  if (firstPage && present) return () => undefined;
  if (!present && !firstPage) window.scrollTo(0, 0);
  return whenPresent(
    () => document.getElementById(id),
    (element) => element.scrollIntoView(),
  );
}

/** After a client-side navigation, the new page's heading gets focus, so a screen reader reads where the reader is. */
function focusHeading(): () => void {
  const before = document.activeElement;
  return whenPresent(
    () => document.querySelector<HTMLElement>('#main h1'),
    (heading) => {
      // A reader who already moved into the new page (the heading came late) keeps their place.
      const now = document.activeElement;
      if (now !== before && now !== document.body && heading.closest('main')?.contains(now)) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    },
  );
}

/**
 * A path with an anchor (/blog/x#comments: "Sign in to comment" brings the reader back there) scrolls
 * to it. A new page (not the first, not grid ↔ preview) starts at its top and moves the focus to its
 * heading. The first page is left where the browser put it: at its top, at its anchor, where a reload
 * or Back restores it, or where the reader scrolled the server's page before it hydrated (its script
 * may start after `load`, decision 0059).
 */
export function ScrollToTop(): null {
  const { pathname, search, hash, key: locationKey } = useLocation();
  const key = pageKey(pathname, search);
  // The document's first location (React Router keys it 'default'), not this component's first: a
  // screen with another layout (sign-in) unmounts it, and the way back is a navigation.
  const firstPage = locationKey === 'default';
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (hash.length > 1) return scrollToAnchor(decodeURIComponent(hash.slice(1)), firstPage);
    if (firstPage || !shouldScrollToTop(from, pathname)) return undefined;
    window.scrollTo(0, 0);
    return from === null ? undefined : focusHeading();
  }, [key, pathname, hash, firstPage]);
  return null;
}
