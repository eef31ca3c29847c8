import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'shared/router';
import { errorMessage, Pager, usePageMeta } from 'shared';
import type { ModuleProps, Section } from 'contracts';
import { NOTHING_NEW, NewToYouToggle, newArticlesQuery, newToYouParam, useNewToYou } from 'shared/library';
import { ArticleGrid } from './ArticleCard.tsx';
import { articleListQuery } from './article-queries.ts';
import { SECTION_INTROS, SECTION_TITLES } from './article-display.ts';
import './articles.css';

const PAGE_SIZE = 12;

function pageOf(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

/** The query of one page of a section's index (`?page=`). */
export function sectionPageQuery(section: string, params: URLSearchParams) {
  return articleListQuery({ section: section as Section, page: pageOf(params), page_size: PAGE_SIZE });
}

export function SectionIndexPage({ section }: ModuleProps<'mf-content', 'SectionIndexPage'>) {
  const title = SECTION_TITLES[section];
  usePageMeta(title, SECTION_INTROS[section]);
  const [params] = useSearchParams();
  const page = pageOf(params);
  const fresh = useNewToYou();
  const everyone = useQuery({ ...sectionPageQuery(section, params), enabled: fresh.member === null });
  const mine = useQuery({
    ...newArticlesQuery(fresh.member ?? 0, { section, page, page_size: PAGE_SIZE }),
    enabled: fresh.member !== null,
  });
  const query = fresh.member === null ? everyone : mine;
  const data = query.data ?? null;
  const error = query.isError ? errorMessage(query.error) : null;

  return (
    <section>
      <header className="section-header">
        <h1>{title}</h1>
        <p>{SECTION_INTROS[section]}</p>
        <NewToYouToggle state={fresh} />
      </header>
      {error && (
        <p role="alert" className="alert">
          Could not load the articles: {error}
        </p>
      )}
      {!error && data?.count === 0 && <p className="section-index__empty">{fresh.member === null ? 'Nothing here yet.' : NOTHING_NEW}</p>}
      {!error && <ArticleGrid articles={data?.results ?? []} loading={data === null} placeholders={8} eagerCount={1} />}
      {data && (
        <Pager
          current={page}
          pageSize={PAGE_SIZE}
          total={data.count}
          href={(next) => pageHref(section, next, newToYouParam(params))}
          onNavigate={() => window.scrollTo(0, 0)}
        />
      )}
    </section>
  );
}

/** A page of the index, keeping "new to you" (`/tutorials?page=2`, `/tutorials` for the first). */
function pageHref(section: Section, page: number, keep: Record<string, string>): string {
  const query = new URLSearchParams({ ...keep, ...(page > 1 ? { page: String(page) } : {}) }).toString();
  return query ? `/${section}?${query}` : `/${section}`;
}
