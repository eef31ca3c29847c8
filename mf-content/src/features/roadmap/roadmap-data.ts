// The AI Roadmap (docs/product/content.md#ai-roadmap): four levels, five steps each, each step a label,
// items (text, optional link) and one workflow to run or project to build. The content is data
// (roadmap.json); RoadmapPage.test.tsx checks its shape: the step ids of the contracts, in order.
import type { RoadmapStepId } from 'contracts';
import roadmap from './roadmap.json' with { type: 'json' };

export interface RoadmapItem {
  text: string;
  link?: string;
}
/** What the step asks the reader to make: run a workflow of the catalogue, or build a small project. */
export interface RoadmapPractice {
  kind: 'workflow' | 'project';
  text: string;
  link: string;
}
export interface RoadmapStep {
  id: RoadmapStepId;
  label: string;
  items: RoadmapItem[];
  practice: RoadmapPractice;
}
export interface RoadmapLevel {
  title: string;
  subtitle: string;
  steps: RoadmapStep[];
}

export const ROADMAP = roadmap as RoadmapLevel[];
