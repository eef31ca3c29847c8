import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

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

/** How long a route's anchor (#comments) may take to appear (its screen loads from a remote). */
const ANCHOR_WAIT_MS = 10_000;

/** Scrolls to the element `id` once it is on the page; answers the cleanup. */
function scrollToAnchor(id: string): () => void {
  const find = () => document.getElementById(id);
  const present = find();
  if (present) {
    present.scrollIntoView();
    return () => undefined;
  }
  window.scrollTo(0, 0);
  const observer = new MutationObserver(() => {
    const element = find();
    if (!element) return;
    stop();
    element.scrollIntoView();
  });
  const timer = setTimeout(() => observer.disconnect(), ANCHOR_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/** A path with an anchor (/blog/x#comments: "Sign in to comment" brings the reader back there) scrolls to it. */
export function ScrollToTop(): null {
  const { pathname, search, hash } = useLocation();
  const key = pageKey(pathname, search);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (hash.length > 1) return scrollToAnchor(decodeURIComponent(hash.slice(1)));
    if (shouldScrollToTop(from, pathname)) window.scrollTo(0, 0);
    return undefined;
  }, [key, pathname, hash]);
  return null;
}
