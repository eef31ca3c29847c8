import { adminScreen } from '../app/admin-screen.tsx';
import { AdminDashboardPage } from '../features/admin-dashboard/AdminDashboardPage.tsx';

export default adminScreen(AdminDashboardPage);
