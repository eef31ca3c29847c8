// SPEC §4: the blog loader goes from loading to loaded or not found (unknown name or failed load).
import { useEffect, useState } from 'react';
import type { Article } from 'shared';
import { getArticle } from './articles-api.ts';

export type ArticleState = { status: 'loading' } | { status: 'loaded'; article: Article } | { status: 'not-found' };

export function useArticle(section: string, slug: string): ArticleState {
  const [state, setState] = useState<ArticleState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getArticle(section, slug, controller.signal)
      .then((article) => setState({ status: 'loaded', article }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Could not load ${section}/${slug}`, error);
        setState({ status: 'not-found' });
      });
    return () => controller.abort();
  }, [section, slug]);
  return state;
}
