import type { ModuleProps } from 'contracts';
import { themed } from '../app/themed.tsx';
import { NewsletterDialog } from '../features/newsletter/NewsletterDialog.tsx';

export default themed<ModuleProps<'mf-community', 'NewsletterDialog'>>(NewsletterDialog);
