import type { ModuleProps } from 'contracts';
import { themed } from '../app/themed.tsx';
import { ContactPage } from '../features/contact/ContactPage.tsx';

export default themed<ModuleProps<'mf-community', 'ContactPage'>>(ContactPage);
