import { themed } from '../app/themed.tsx';
import { ArticlePage } from '../features/articles/ArticlePage.tsx';

export default themed(ArticlePage);
