import type { ModuleProps } from 'contracts';
import { adminScreen } from '../app/admin-screen.tsx';
import { AdminAuditPage } from '../features/admin-audit/AdminAuditPage.tsx';

export default adminScreen<ModuleProps<'mf-account', 'AdminAudit'>>(AdminAuditPage);
