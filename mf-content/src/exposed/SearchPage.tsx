import { themed } from '../app/themed.tsx';
import { SearchPage } from '../features/search/SearchPage.tsx';

export default themed(SearchPage);
