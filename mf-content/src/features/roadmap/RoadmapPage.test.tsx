import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared/router';
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

  it('expands a step from its button, whose items link no further than the button', () => {
    renderRoadmap();
    const button = screen.getByRole('button', { name: ROADMAP[0]!.steps[1]!.label });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    for (const link of screen.getAllByRole('link')) expect(link.closest('[role="button"], button')).toBeNull();
  });

  it('links the items that name a catalogue workflow to that workflow', () => {
    const links = new Map(ROADMAP.flatMap((l) => l.steps.flatMap((s) => s.items)).map((item) => [item.text, item.link]));
    expect(links.get('Download a ready-made SDXL workflow and run it')).toBe('/workflows/sdxl-text-to-image');
    expect(links.get('Wan 2.2 text-to-video with the 5B model')).toBe('/workflows/wan-2-2-text-to-video');
    expect(links.get('Upscale for print and stock sites')).toBe('/workflows/ultimate-sd-upscale-tiled');
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
