import { Link } from 'react-router-dom';
import type { ArticleSummary } from 'shared';
import { articleUrl, formatDate } from './articles-api.ts';

export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article className="article-card">
      <Link to={articleUrl(article)} className="article-card__link">
        <div className="article-card__thumb">
          {article.thumbnail_url && <img src={article.thumbnail_url} alt="" loading="lazy" width={1200} height={630} />}
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
}: {
  articles: ArticleSummary[];
  loading: boolean;
  placeholders?: number;
}) {
  return (
    <div className="article-grid" aria-busy={loading}>
      {loading
        ? Array.from({ length: placeholders }, (_, i) => <ArticleCardSkeleton key={i} />)
        : articles.map((article) => <ArticleCard key={`${article.section}/${article.slug}`} article={article} />)}
    </div>
  );
}
