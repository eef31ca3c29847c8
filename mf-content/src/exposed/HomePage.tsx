import { themed } from '../app/themed.tsx';
import { HomePage } from '../features/home/HomePage.tsx';

export default themed(HomePage);
