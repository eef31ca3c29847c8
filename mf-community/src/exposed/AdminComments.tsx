import type { ModuleProps } from 'contracts';
import { themed } from '../app/themed.tsx';
import { AdminComments } from '../features/admin-comments/AdminComments.tsx';

export default themed<ModuleProps<'mf-community', 'AdminComments'>>(AdminComments);
