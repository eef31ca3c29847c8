// docs/product/content.md#article-pages: the blog loader goes from loading to loaded or not found (unknown name or failed load).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Article } from 'contracts';
import { articleQuery } from './article-queries.ts';

export type ArticleState = { status: 'loading' } | { status: 'loaded'; article: Article } | { status: 'not-found' };

export function useArticle(section: string, slug: string): ArticleState {
  const { data, isPending, isError, error } = useQuery(articleQuery(section, slug));
  useEffect(() => {
    if (isError) console.error(`Could not load ${section}/${slug}`, error);
  }, [isError, error, section, slug]);
  if (isPending) return { status: 'loading' };
  return data ? { status: 'loaded', article: data } : { status: 'not-found' };
}
