import { themed } from '../app/themed.tsx';
import { AdminNewsletter } from '../features/admin-newsletter/AdminNewsletter.tsx';

export default themed(AdminNewsletter);
