import { Fragment, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { Divider, Spin } from 'antd';
import { usePageMeta, type SearchResult } from 'shared';
import { searchQuery } from './search-api.ts';
import './search.css';

export const NO_RESULTS = 'No results found.';

type State = { status: 'loading' } | { status: 'done'; results: SearchResult[] };

export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  usePageMeta(`Search: ${q}`, `Search results for “${q}” across tutorials, articles and workflows.`);
  const { data, isPending, isError, error } = useQuery(searchQuery(q));
  useEffect(() => {
    // SPEC §8: a search failure is logged and the spinner stops.
    if (isError) console.error('Search failed', error);
  }, [isError, error]);
  const state: State = isPending ? { status: 'loading' } : { status: 'done', results: data ?? [] };

  return (
    <section className="search-page">
      <h1>Search Results for "{q}"</h1>
      {state.status === 'loading' && (
        <div className="centered" data-testid="search-loading">
          <Spin size="large" />
        </div>
      )}
      {state.status === 'done' && state.results.length === 0 && <p className="search-page__empty">{NO_RESULTS}</p>}
      {state.status === 'done' && state.results.length > 0 && (
        <ol className="search-results">
          {state.results.map((result, index) => (
            <Fragment key={result.blog_url}>
              {index > 0 && <Divider />}
              <li className="search-result">
                <Link to={result.blog_url} className="search-result__link">
                  {result.thumbnail_url && <img src={result.thumbnail_url} alt="" width={160} height={84} loading="lazy" />}
                  <div>
                    <span className="search-result__section">{result.section.replace('-', ' ')}</span>
                    <h2>{result.title}</h2>
                    <p className="snippet" dangerouslySetInnerHTML={{ __html: result.snippet || result.description }} />
                  </div>
                </Link>
              </li>
            </Fragment>
          ))}
        </ol>
      )}
    </section>
  );
}
