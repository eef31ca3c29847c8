import { themed } from '../app/themed.tsx';
import { AdminComments } from '../features/admin-comments/AdminComments.tsx';

export default themed(AdminComments);
