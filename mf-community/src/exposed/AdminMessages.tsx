import type { ModuleProps } from 'contracts';
import { themed } from '../app/themed.tsx';
import { AdminMessages } from '../features/admin-messages/AdminMessages.tsx';

export default themed<ModuleProps<'mf-community', 'AdminMessages'>>(AdminMessages);
