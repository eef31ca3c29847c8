// What other features use of the articles feature: the card grid (with its styles) and the list query.
import './articles.css';

export { ArticleGrid } from './ArticleCard.tsx';
export { articleListQuery } from './article-queries.ts';
