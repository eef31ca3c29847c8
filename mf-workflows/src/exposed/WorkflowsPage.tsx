import { themed } from '../app/themed.tsx';
import { WorkflowsPage } from '../features/catalog/WorkflowsPage.tsx';

export default themed(WorkflowsPage);
