import { themed } from '../app/themed.tsx';
import { RoadmapPage } from '../features/roadmap/RoadmapPage.tsx';

export default themed(RoadmapPage);
