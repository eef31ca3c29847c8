import { themed } from '../app/themed.tsx';
import { SectionIndexPage } from '../features/articles/SectionIndexPage.tsx';

export default themed(SectionIndexPage);
