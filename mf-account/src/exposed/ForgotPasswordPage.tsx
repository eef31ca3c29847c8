import type { ModuleProps } from 'contracts';
import { themed } from '../app/themed.tsx';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.tsx';

export default themed<ModuleProps<'mf-account', 'ForgotPasswordPage'>>(ForgotPasswordPage);
