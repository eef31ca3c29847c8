import { Fragment, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'shared/router';
import { AdSlot, RemoteSpinner, useHydrated, usePageMeta } from 'shared';
import type { Article, ModuleProps } from 'contracts';
import { BookmarkButton, useOpenedMark } from 'shared/library';
import { IN_ARTICLE_SLOTS, splitAtSections } from './article-sections.ts';
import { CommentsWhenVisible } from './CommentsWhenVisible.tsx';
import { ArticleGrid } from './ArticleCard.tsx';
import { BlogNotFound } from './BlogNotFound.tsx';
import { SECTION_TITLES, articleUrl, formatDate } from './article-display.ts';
import { articleQuery } from './article-queries.ts';
import { BODY_ATTRIBUTE, PART_ATTRIBUTE, serverBodyParts } from './server-body.ts';
import './articles.css';

function TableOfContents({ article }: { article: Article }) {
  if (article.toc.length === 0) return null;
  return (
    <nav className="toc" aria-label="Table of contents">
      <h2>On this page</h2>
      <ol>
        {article.toc.map((entry) => (
          <li key={entry.id} className={`toc__item--${entry.level}`}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The article's body, in parts, with the in-article ads between its first sections. */
function ArticleBody({ id, parts }: { id: number; parts: string[] }) {
  return (
    <div className="prose" {...{ [BODY_ATTRIBUTE]: id }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          <div {...{ [PART_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: part }} />
          {index < parts.length - 1 && IN_ARTICLE_SLOTS[index] && <AdSlot type="inArticle" name={IN_ARTICLE_SLOTS[index]} />}
        </Fragment>
      ))}
    </div>
  );
}

function LoadedArticle({ article, body }: { article: Article; body: string[] }) {
  usePageMeta(article.title, article.description);
  useOpenedMark({ kind: 'article', id: article.id });
  return (
    <div className="article-layout">
      <article className="article">
        <header className="article-header">
          <Link to={`/${article.section}`}>{SECTION_TITLES[article.section]}</Link>
          <h1>{article.title}</h1>
          {article.subtitle && <p className="article-header__subtitle">{article.subtitle}</p>}
          <div className="article-header__meta">
            <span>Published {formatDate(article.date)}</span>
            {article.updated !== article.date && <span>Updated {formatDate(article.updated)}</span>}
            <span>{article.reading_minutes} min read</span>
            {/* A write-up's page saves its workflow (the workflows app's bar above). */}
            {article.section !== 'workflows' && (
              <BookmarkButton item={{ kind: 'article', id: article.id }} title={article.title} labelled />
            )}
          </div>
          <div className="article-header__tags">
            {article.tags.map((tag) => (
              <span key={tag} className="chip article-header__tag">
                {tag}
              </span>
            ))}
          </div>
          {article.thumbnail_url && (
            <div className="article-header__thumb">
              <img src={article.thumbnail_url} alt={article.title} width={1200} height={630} fetchPriority="high" />
            </div>
          )}
        </header>
        {/* Before the text in the page, as on a phone's screen: arriving after it, it moved the text down. */}
        <aside className="article-layout__aside">
          <TableOfContents article={article} />
          <AdSlot type="display" name="vertical" className="article-layout__side-ad" />
        </aside>
        <ArticleBody id={article.id} parts={body} />
        {article.related.length > 0 && (
          <section className="related" aria-labelledby="related-heading">
            <h2 id="related-heading">Related articles</h2>
            <ArticleGrid articles={article.related} loading={false} />
          </section>
        )}
        <CommentsWhenVisible postSlug={article.slug} section={article.section} />
      </article>
    </div>
  );
}

/** Its props as the contracts' table of remote modules gives them (the shell's routes, the workflows' write-up page). */
export type ArticlePageProps = ModuleProps<'mf-content', 'ArticlePage'>;

/** An article as the page state gives it: without its body HTML, which is in the server's markup. */
type ArticleData = Omit<Article, 'html'> & { html?: string };

export function ArticlePage({ section, slug }: ArticlePageProps) {
  // docs/product/content.md#article-pages: loading, then the article, or "not found" (unknown name or failed load).
  const result = useQuery(articleQuery(section, slug));
  const { isPending, refetch } = result;
  const data: ArticleData | null | undefined = result.data;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // Hydrating the server's article: its body parts are read from the page, once (decision 0046).
  const [server] = useState(() => {
    const parts = !hydrated && data && data.html === undefined ? serverBodyParts(data.id) : null;
    return data && parts ? { id: data.id, parts } : null;
  });
  const serverParts = data && server?.id === data.id ? server.parts : null;
  const noBody = !!data && data.html === undefined && !serverParts;
  const canonical = data ? articleUrl(data) : null;

  useEffect(() => {
    // Other case variants of a slug go to the listed one (/blog/comfyuivsmidjourney → /blog/ComfyUIvsMidJourney).
    if (canonical && data && data.slug !== slug) navigate(canonical, { replace: true });
  }, [canonical, navigate, slug, data]);

  useEffect(() => {
    // The cache keeps the body read from the page for a later visit.
    if (data && data.html === undefined && serverParts) {
      const withBody: Article = { ...data, html: serverParts.join('') };
      queryClient.setQueryData(articleQuery(section, slug).queryKey, withBody);
    }
  }, [data, queryClient, section, serverParts, slug]);

  useEffect(() => {
    // A page state's article that never hydrated (left before its turn) has no body: ask for it.
    if (noBody) void refetch();
  }, [noBody, refetch]);

  if (isPending || noBody) {
    return (
      <div className="centered" data-testid="article-loading">
        <RemoteSpinner />
      </div>
    );
  }
  if (!data) return <BlogNotFound />;
  const article: Article = { ...data, html: data.html ?? '' };
  return <LoadedArticle article={article} body={serverParts ?? splitAtSections(article.html)} />;
}
