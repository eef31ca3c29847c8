import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Empty, Pagination } from 'antd';
import { errorMessage, usePageMeta, type ArticleSummary, type Section } from 'shared';
import { ArticleGrid } from './ArticleCard.tsx';
import { SECTION_INTROS, SECTION_TITLES, listArticles } from './articles-api.ts';
import './articles.css';

const PAGE_SIZE = 12;

export function SectionIndexPage({ section }: { section: Section }) {
  const title = SECTION_TITLES[section];
  usePageMeta(title, SECTION_INTROS[section]);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [data, setData] = useState<{ results: ArticleSummary[]; count: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setData(null);
    setError(null);
    listArticles({ section, page, page_size: PAGE_SIZE }, controller.signal)
      .then(setData)
      .catch((failure: unknown) => !controller.signal.aborted && setError(errorMessage(failure)));
    return () => controller.abort();
  }, [section, page]);

  return (
    <section>
      <header className="section-header">
        <h1>{title}</h1>
        <p>{SECTION_INTROS[section]}</p>
      </header>
      {error && <Alert type="error" showIcon title={`Could not load the articles: ${error}`} />}
      {!error && data?.count === 0 && <Empty description="Nothing here yet." />}
      {!error && <ArticleGrid articles={data?.results ?? []} loading={data === null} placeholders={8} />}
      {data && data.count > PAGE_SIZE && (
        <div className="pager">
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={data.count}
            showSizeChanger={false}
            onChange={(next) => {
              setParams(next === 1 ? {} : { page: String(next) });
              window.scrollTo(0, 0);
            }}
          />
        </div>
      )}
    </section>
  );
}
