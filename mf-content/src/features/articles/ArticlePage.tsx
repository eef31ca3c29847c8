import { Fragment, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'shared/router';
import { AdSlot, RemoteSpinner, usePageMeta } from 'shared';
import type { Article, ModuleProps } from 'contracts';
import { BookmarkButton, useOpenedMark } from 'shared/library';
import { IN_ARTICLE_SLOTS, splitAtSections } from './article-sections.ts';
import { CommentsWhenVisible } from './CommentsWhenVisible.tsx';
import { ArticleGrid } from './ArticleCard.tsx';
import { BlogNotFound } from './BlogNotFound.tsx';
import { SECTION_TITLES, articleUrl, formatDate } from './article-display.ts';
import { articleQuery } from './article-queries.ts';
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

/** The article's HTML with the in-article ads between its first sections. */
function ArticleBody({ html }: { html: string }) {
  const sections = splitAtSections(html);
  return (
    <div className="prose">
      {sections.map((section, index) => (
        <Fragment key={index}>
          <div dangerouslySetInnerHTML={{ __html: section }} />
          {index < sections.length - 1 && IN_ARTICLE_SLOTS[index] && <AdSlot type="inArticle" name={IN_ARTICLE_SLOTS[index]} />}
        </Fragment>
      ))}
    </div>
  );
}

function LoadedArticle({ article }: { article: Article }) {
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
        <ArticleBody html={article.html} />
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

export function ArticlePage({ section, slug }: ArticlePageProps) {
  // docs/product/content.md#article-pages: loading, then the article, or "not found" (unknown name or failed load).
  const { data: article, isPending } = useQuery(articleQuery(section, slug));
  const navigate = useNavigate();
  const canonical = article ? articleUrl(article) : null;

  useEffect(() => {
    // Other case variants of a slug go to the listed one (/blog/comfyuivsmidjourney → /blog/ComfyUIvsMidJourney).
    if (canonical && article && article.slug !== slug) navigate(canonical, { replace: true });
  }, [canonical, navigate, slug, article]);

  if (isPending) {
    return (
      <div className="centered" data-testid="article-loading">
        <RemoteSpinner />
      </div>
    );
  }
  if (!article) return <BlogNotFound />;
  return <LoadedArticle article={article} />;
}
