import { Card, CardThumbnail } from 'shared';
import type { ArticleSummary } from 'contracts';
import { BookmarkButton } from 'shared/library';
import { articleUrl, formatDate } from './article-display.ts';

export function ArticleCard({ article, eager = false }: { article: ArticleSummary; eager?: boolean }) {
  return (
    <Card
      className="article-card"
      to={articleUrl(article)}
      title={article.title}
      media={<CardThumbnail src={article.thumbnail_url} alt={article.title} eager={eager} />}
      description={article.description}
      actions={<BookmarkButton item={{ kind: 'article', id: article.id }} title={article.title} />}
    >
      <p className="article-card__meta">
        {formatDate(article.date)} · {article.reading_minutes} min read
      </p>
    </Card>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div className="article-card article-card--skeleton card" aria-hidden="true">
      <div className="card__thumb" />
      <div className="card__body">
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
