import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'shared/router';
import { signedIn, signedOut } from 'shared';
import { ROADMAP_STEP_IDS, type Progress, type ProgressMark } from 'contracts';
import { RoadmapPage } from './RoadmapPage.tsx';
import { ROADMAP } from './roadmap-data.ts';
import { PROGRESS_KEY } from './progress-store.ts';
import { createUser } from '../../../../shared/test/fixtures.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { queryWrapper } from '../../../../shared/test/query-wrapper.tsx';

const api = mockApi();

function renderRoadmap() {
  return render(
    <MemoryRouter>
      <RoadmapPage />
    </MemoryRouter>,
    { wrapper: queryWrapper() },
  );
}

const progressbar = () => screen.getByRole('progressbar', { name: 'Roadmap progress' });
const markGroup = (label: string) => screen.getByRole('group', { name: `Your progress on “${label}”` });
const firstStep = ROADMAP[0]!.steps[0]!;

afterEach(() => {
  act(() => signedOut());
  localStorage.clear();
});

describe('RoadmapPage', () => {
  it('has four levels of five steps, named as in the spec, each step with a known id and one thing to make', () => {
    expect(ROADMAP.map((l) => `${l.title}: ${l.subtitle}`)).toEqual([
      'AI Start 1: Beginner Foundations',
      'AI Boost 2: Going Beyond the Basics',
      'AI SkillUp 3: Text-to-Video Mastery',
      'AI Power 4: Advanced Creations',
    ]);
    for (const level of ROADMAP) expect(level.steps).toHaveLength(5);
    const steps = ROADMAP.flatMap((l) => l.steps);
    expect(steps.map((s) => s.id)).toEqual([...ROADMAP_STEP_IDS]);
    for (const step of steps) {
      expect(['workflow', 'project']).toContain(step.practice.kind);
      expect(step.practice.link).toMatch(
        step.practice.kind === 'workflow' ? /^\/workflows\/[\w-]+$/ : /^\/(workflows|tutorials|blog|earning-ideas)\/[\w-]+$/,
      );
      for (const item of step.items) expect(item.text.length).toBeGreaterThan(0);
    }
  });

  it('links only to articles and workflows the site ships (api/content)', () => {
    const content = join(import.meta.dirname, '../../../../api/content');
    const links = ROADMAP.flatMap((l) => l.steps.flatMap((s) => [...s.items.map((item) => item.link), s.practice.link]));
    const missing = links.filter((link): link is string => link !== undefined && !existsSync(join(content, `${link}.md`)));
    expect(missing).toEqual([]);
  });

  it('shows 50 percent to a visitor with no progress, and the first step of the first level expanded', () => {
    renderRoadmap();
    expect(screen.getByText('50%')).toBeTruthy();
    expect(progressbar().getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getAllByTestId('roadmap-step-items')).toHaveLength(1);
    expect(screen.getByText(firstStep.items[0]!.text)).toBeTruthy();
    expect(screen.getByText(firstStep.practice.text)).toBeTruthy();
  });

  it('expands the chosen step from its button, whose items link no further than the button', () => {
    renderRoadmap();
    const button = screen.getByRole('button', { name: ROADMAP[0]!.steps[2]!.label });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(ROADMAP[0]!.steps[2]!.items[0]!.text)).toBeTruthy();
    expect(screen.queryByText(firstStep.items[0]!.text)).toBeNull();
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

  it('keeps a visitor’s marks in this browser, shows the real percentage and clears a mark', () => {
    renderRoadmap();
    fireEvent.click(within(markGroup(firstStep.label)).getByLabelText('Done'));
    fireEvent.click(within(markGroup(ROADMAP[0]!.steps[1]!.label)).getByLabelText('Learning'));
    expect(progressbar().getAttribute('aria-valuenow')).toBe('5');
    expect(screen.getByText('1 of 20 steps done, 1 learning, 0 skipped.')).toBeTruthy();
    expect((within(markGroup(firstStep.label)).getByLabelText('Done') as HTMLInputElement).checked).toBe(true);
    const stored = JSON.parse(localStorage.getItem(PROGRESS_KEY)!);
    expect(stored[firstStep.id].status).toBe('done');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');

    fireEvent.click(within(markGroup(firstStep.label)).getByLabelText('Not started'));
    fireEvent.click(within(markGroup(ROADMAP[0]!.steps[1]!.label)).getByLabelText('Not started'));
    expect(progressbar().getAttribute('aria-valuenow')).toBe('50');
  });

  it('merges the browser’s marks into the account on sign-in, then clears them, and saves later marks to the account', async () => {
    const at = '2026-11-20T10:00:00.000Z';
    localStorage.setItem(PROGRESS_KEY, JSON.stringify({ [firstStep.id]: { status: 'done', at } }));
    let account: Progress = {
      marks: [{ step: 'run-flux', status: 'learning', at: '2026-11-21T10:00:00.000Z' }],
      public: false,
      handle: 'asha',
    };
    const merged: ProgressMark[][] = [];
    api.use(
      http.get('/api/progress/', () => HttpResponse.json(account)),
      http.post('/api/progress/merge/', async ({ request }) => {
        const { marks } = (await request.json()) as { marks: ProgressMark[] };
        merged.push(marks);
        account = { ...account, marks: [...account.marks, ...marks] };
        return HttpResponse.json(account);
      }),
      http.put('/api/progress/steps/:step/', async ({ params, request }) => {
        const { status } = (await request.json()) as { status: ProgressMark['status'] };
        account = {
          ...account,
          marks: [...account.marks, { step: params.step as ProgressMark['step'], status, at: new Date().toISOString() }],
        };
        return HttpResponse.json(account);
      }),
    );
    renderRoadmap();
    expect(progressbar().getAttribute('aria-valuenow')).toBe('5');
    act(() => signedIn({ access: 'a', refresh: 'r' }, createUser({ first_name: 'Asha' })));

    await waitFor(() => expect(localStorage.getItem(PROGRESS_KEY)).toBeNull());
    expect(merged).toEqual([[{ step: firstStep.id, status: 'done', at }]]);
    expect(screen.getByText('1 of 20 steps done, 1 learning, 0 skipped.')).toBeTruthy();
    expect(screen.getByText('Your marks are saved to your account.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Share your progress on a public page' }).getAttribute('href')).toBe(
      '/account#public-progress',
    );

    fireEvent.click(within(markGroup(ROADMAP[0]!.steps[1]!.label)).getByLabelText('Skipped'));
    await waitFor(() => expect(screen.getByText('1 of 20 steps done, 1 learning, 1 skipped.')).toBeTruthy());
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
    expect(account.marks.at(-1)).toMatchObject({ step: ROADMAP[0]!.steps[1]!.id, status: 'skipped' });
  });

  it('keeps the merged marks when the account’s answer asked for before the merge arrives after it', async () => {
    const at = '2026-11-20T10:00:00.000Z';
    localStorage.setItem(PROGRESS_KEY, JSON.stringify({ [firstStep.id]: { status: 'done', at } }));
    let account: Progress = { marks: [], public: false, handle: 'asha' };
    let answerRead: () => void = () => undefined;
    const readHeld = new Promise<void>((resolve) => (answerRead = resolve));
    let merged = false;
    api.use(
      http.get('/api/progress/', async () => {
        const before = account;
        await readHeld;
        return HttpResponse.json(before);
      }),
      http.post('/api/progress/merge/', async ({ request }) => {
        const { marks } = (await request.json()) as { marks: ProgressMark[] };
        account = { ...account, marks: [...account.marks, ...marks] };
        merged = true;
        return HttpResponse.json(account);
      }),
    );
    act(() => signedIn({ access: 'a', refresh: 'r' }, createUser({ first_name: 'Asha' })));
    renderRoadmap();

    await waitFor(() => expect(localStorage.getItem(PROGRESS_KEY)).toBeNull());
    expect(merged).toBe(true);
    answerRead();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('1 of 20 steps done, 0 learning, 0 skipped.')).toBeTruthy();
    expect(progressbar().getAttribute('aria-valuenow')).toBe('5');
  });

  it('puts a mark back and says so when the account could not save it', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.use(
      http.get('/api/progress/', () => HttpResponse.json({ marks: [], public: true, handle: 'asha' })),
      http.put('/api/progress/steps/:step/', () => HttpResponse.json({ message: 'The service is busy.' }, { status: 503 })),
    );
    renderRoadmap();
    act(() => signedIn({ access: 'a', refresh: 'r' }, createUser()));
    expect((await screen.findByRole('link', { name: '/u/asha/roadmap' })).getAttribute('href')).toBe('/u/asha/roadmap');
    fireEvent.click(within(markGroup(firstStep.label)).getByLabelText('Done'));
    expect(await screen.findByText('Your mark was not saved: The service is busy.')).toBeTruthy();
    expect((within(markGroup(firstStep.label)).getByLabelText('Not started') as HTMLInputElement).checked).toBe(true);
    expect(logged).toHaveBeenCalledWith('Could not save the mark', expect.anything());
    logged.mockRestore();
  });
});
