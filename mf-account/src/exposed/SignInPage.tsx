import type { ModuleProps } from 'contracts';
import { themed } from '../app/themed.tsx';
import { SignInPage } from '../features/auth/SignInPage.tsx';

export default themed<ModuleProps<'mf-account', 'SignInPage'>>(SignInPage);
