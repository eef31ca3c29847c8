import type { ModuleProps } from 'contracts';
import { adminScreen } from '../app/admin-screen.tsx';
import { AccountPage } from '../features/account/AccountPage.tsx';

// The account page shows the results of its actions as toasts (antd's App), as the staff screens do.
export default adminScreen<ModuleProps<'mf-account', 'AccountPage'>>(AccountPage);
