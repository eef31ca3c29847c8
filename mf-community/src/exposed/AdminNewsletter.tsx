import type { ModuleProps } from 'contracts';
import { themed } from '../app/themed.tsx';
import { AdminNewsletter } from '../features/admin-newsletter/AdminNewsletter.tsx';

export default themed<ModuleProps<'mf-community', 'AdminNewsletter'>>(AdminNewsletter);
