import type { ModuleProps } from 'contracts';
import { themed } from '../app/themed.tsx';
import { SignUpPage } from '../features/auth/SignUpPage.tsx';

export default themed<ModuleProps<'mf-account', 'SignUpPage'>>(SignUpPage);
