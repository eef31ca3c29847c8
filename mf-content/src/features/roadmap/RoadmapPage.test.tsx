import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RoadmapPage } from './RoadmapPage.tsx';
import { ROADMAP } from './roadmap-data.ts';

function renderRoadmap() {
  return render(
    <MemoryRouter>
      <RoadmapPage />
    </MemoryRouter>,
  );
}

describe('RoadmapPage', () => {
  it('has four levels of five steps, named as in the spec', () => {
    expect(ROADMAP.map((l) => `${l.title}: ${l.subtitle}`)).toEqual([
      'AI Start 1: Beginner Foundations',
      'AI Boost 2: Going Beyond the Basics',
      'AI SkillUp 3: Text-to-Video Mastery',
      'AI Power 4: Advanced Creations',
    ]);
    for (const level of ROADMAP) expect(level.steps).toHaveLength(5);
  });

  it('shows the progress fixed at 50 percent and the first step of the first level expanded', () => {
    renderRoadmap();
    expect(screen.getByText('50%')).toBeTruthy();
    expect(screen.getAllByTestId('roadmap-step-items')).toHaveLength(1);
    expect(screen.getByText(ROADMAP[0]!.steps[0]!.items[0]!.text)).toBeTruthy();
  });

  it('expands the chosen step', () => {
    renderRoadmap();
    fireEvent.click(screen.getByText(ROADMAP[0]!.steps[2]!.label));
    expect(screen.getByText(ROADMAP[0]!.steps[2]!.items[0]!.text)).toBeTruthy();
    expect(screen.queryByText(ROADMAP[0]!.steps[0]!.items[0]!.text)).toBeNull();
  });

  it('resets to the first step when another level is chosen', () => {
    renderRoadmap();
    fireEvent.click(screen.getByText(ROADMAP[0]!.steps[3]!.label));
    fireEvent.click(screen.getByText('AI SkillUp 3'));
    expect(screen.getByText('AI SkillUp 3: Text-to-Video Mastery')).toBeTruthy();
    expect(screen.getByText(ROADMAP[2]!.steps[0]!.items[0]!.text)).toBeTruthy();
    expect(screen.getAllByTestId('roadmap-step-items')).toHaveLength(1);
  });
});
