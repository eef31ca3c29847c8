import type { ModuleProps } from 'contracts';
import { adminScreen } from '../app/admin-screen.tsx';
import { AdminDashboardPage } from '../features/admin-dashboard/AdminDashboardPage.tsx';

export default adminScreen<ModuleProps<'mf-account', 'AdminDashboard'>>(AdminDashboardPage);
