import type { ModuleProps } from 'contracts';
import { adminScreen } from '../app/admin-screen.tsx';
import { AdminUsersPage } from '../features/admin-users/AdminUsersPage.tsx';

export default adminScreen<ModuleProps<'mf-account', 'AdminUsers'>>(AdminUsersPage);
