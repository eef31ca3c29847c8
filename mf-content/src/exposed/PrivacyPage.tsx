import type { ModuleProps } from 'contracts';
import { themed } from '../app/themed.tsx';
import { PrivacyPage } from '../features/privacy/PrivacyPage.tsx';

export default themed<ModuleProps<'mf-content', 'PrivacyPage'>>(PrivacyPage);
