import { Link } from 'shared/router';
import type { ArticleSummary } from 'contracts';
import { articleUrl, formatDate } from './article-display.ts';

export function ArticleCard({ article, eager = false }: { article: ArticleSummary; eager?: boolean }) {
  return (
    <article className="article-card">
      <Link to={articleUrl(article)} className="article-card__link">
        <div className="article-card__thumb">
          {article.thumbnail_url && (
            <img
              src={article.thumbnail_url}
              alt={article.title}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : 'auto'}
              width={1200}
              height={630}
            />
          )}
        </div>
        <div className="article-card__body">
          <h3 className="article-card__title">{article.title}</h3>
          <p className="article-card__description">{article.description}</p>
          <p className="article-card__meta">
            {formatDate(article.date)} · {article.reading_minutes} min read
          </p>
        </div>
      </Link>
    </article>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div className="article-card article-card--skeleton" aria-hidden="true">
      <div className="article-card__thumb" />
      <div className="article-card__body">
        <div className="skeleton-line skeleton-line--title" />
        <div className="skeleton-line" />
        <div className="skeleton-line skeleton-line--short" />
      </div>
    </div>
  );
}

export function ArticleGrid({
  articles,
  loading,
  placeholders = 4,
  eagerCount = 0,
}: {
  articles: ArticleSummary[];
  loading: boolean;
  placeholders?: number;
  /** How many cards from the start are on screen at once (their thumbnails load first, the largest paint of the page). */
  eagerCount?: number;
}) {
  return (
    <div className="article-grid" aria-busy={loading}>
      {loading
        ? Array.from({ length: placeholders }, (_, i) => <ArticleCardSkeleton key={i} />)
        : articles.map((article, index) => (
            <ArticleCard key={`${article.section}/${article.slug}`} article={article} eager={eagerCount > index} />
          ))}
    </div>
  );
}
