import type { ModuleProps } from 'contracts';
import { themed } from '../app/themed.tsx';
import { Comments } from '../features/comments/Comments.tsx';

export default themed<ModuleProps<'mf-community', 'Comments'>>(Comments);
