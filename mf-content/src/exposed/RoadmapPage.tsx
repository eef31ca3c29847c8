import type { ModuleProps } from 'contracts';
import { themed } from '../app/themed.tsx';
import { RoadmapPage } from '../features/roadmap/RoadmapPage.tsx';

export default themed<ModuleProps<'mf-content', 'RoadmapPage'>>(RoadmapPage);
