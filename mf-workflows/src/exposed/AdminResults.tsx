// /admin/results (staff only; the shell checks the session, the API checks staff on every call).
// Rendered in the browser only: no server prefetch.
import type { ModuleProps } from 'contracts';
import { themed } from '../app/themed.tsx';
import { AdminResults } from '../features/admin-results/AdminResults.tsx';

export default themed<ModuleProps<'mf-workflows', 'AdminResults'>>(AdminResults);
