import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'shared/router';
import { errorMessage, Pager, usePageMeta } from 'shared';
import type { ModuleProps, Section } from 'contracts';
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
  const query = useQuery(sectionPageQuery(section, params));
  const data = query.data ?? null;
  const error = query.isError ? errorMessage(query.error) : null;

  return (
    <section>
      <header className="section-header">
        <h1>{title}</h1>
        <p>{SECTION_INTROS[section]}</p>
      </header>
      {error && (
        <p role="alert" className="alert">
          Could not load the articles: {error}
        </p>
      )}
      {!error && data?.count === 0 && <p className="section-index__empty">Nothing here yet.</p>}
      {!error && <ArticleGrid articles={data?.results ?? []} loading={data === null} placeholders={8} eagerCount={1} />}
      {data && (
        <Pager
          current={page}
          pageSize={PAGE_SIZE}
          total={data.count}
          href={(next) => (next === 1 ? `/${section}` : `/${section}?page=${next}`)}
          onNavigate={() => window.scrollTo(0, 0)}
        />
      )}
    </section>
  );
}
