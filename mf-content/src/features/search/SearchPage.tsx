import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'shared/router';
import { RemoteSpinner, usePageMeta } from 'shared';
import { searchQuery } from './search-queries.ts';
import './search.css';

export const NO_RESULTS = 'No results found.';
export const SEARCH_FAILED = 'The search failed. Please try again.';

export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  usePageMeta(`Search: ${q}`, `Search results for “${q}” across tutorials, articles and workflows.`);
  const { data, isPending, isError, isFetching, refetch } = useQuery(searchQuery(q));

  return (
    <section className="search-page">
      <h1>Search Results for "{q}"</h1>
      {isPending && !isError && (
        <div className="centered" data-testid="search-loading">
          <RemoteSpinner />
        </div>
      )}
      {isError && (
        <div className="search-page__failed" role="alert">
          <p>{SEARCH_FAILED}</p>
          <button type="button" className="search-page__retry" onClick={() => void refetch()} aria-busy={isFetching}>
            Retry
          </button>
        </div>
      )}
      {data && data.length === 0 && <p className="search-page__empty">{NO_RESULTS}</p>}
      {data && data.length > 0 && (
        <ol className="search-results">
          {data.map((result, index) => (
            <li key={result.blog_url} className="search-result">
              {index > 0 && <hr className="search-result__divider" />}
              <Link to={result.blog_url} className="search-result__link">
                {result.thumbnail_url && <img src={result.thumbnail_url} alt={result.title} width={160} height={84} loading="lazy" />}
                <div className="search-result__text">
                  <span className="search-result__section">{result.section.replace('-', ' ')}</span>
                  <h2>{result.title}</h2>
                  {/* The snippet is HTML the API escaped and marked; the description is plain text. */}
                  {result.snippet ? (
                    <p className="snippet" dangerouslySetInnerHTML={{ __html: result.snippet }} />
                  ) : (
                    <p className="snippet">{result.description}</p>
                  )}
                </div>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
