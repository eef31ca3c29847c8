import type { ModuleProps } from 'contracts';
import { themed } from '../app/themed.tsx';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage.tsx';

export default themed<ModuleProps<'mf-account', 'ResetPasswordPage'>>(ResetPasswordPage);
