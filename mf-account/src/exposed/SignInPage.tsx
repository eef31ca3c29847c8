import { themed } from '../app/themed.tsx';
import { SignInPage } from '../features/auth/SignInPage.tsx';

export default themed(SignInPage);
