import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'shared/router';
import type { PublicProgress } from 'contracts';
import { NO_PUBLIC_PROGRESS, PublicProgressPage } from './PublicProgressPage.tsx';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { queryWrapper } from '../../../../shared/test/query-wrapper.tsx';

const api = mockApi();

function renderPage(handle: string) {
  render(
    <MemoryRouter>
      <PublicProgressPage handle={handle} />
    </MemoryRouter>,
    { wrapper: queryWrapper() },
  );
}

describe('PublicProgressPage', () => {
  it('shows the member’s marks and a calendar whose every day is labelled in words', async () => {
    const progress: PublicProgress = {
      handle: 'asha',
      marks: [
        { step: 'first-image', status: 'done' },
        { step: 'run-flux', status: 'learning' },
        { step: 'better-prompts', status: 'skipped' },
      ],
      days: [
        { day: '2026-11-24', marks: 1 },
        { day: '2026-11-26', marks: 4 },
      ],
      since: '2026-07-13',
      until: '2026-11-26',
    };
    api.use(http.get('/api/progress/public/asha/', () => HttpResponse.json(progress)));
    renderPage('asha');
    expect(await screen.findByRole('heading', { level: 1, name: '@asha’s AI Roadmap progress' })).toBeTruthy();
    expect((await screen.findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('10');
    expect(screen.getByText('1 of 20 steps done, 1 learning, 1 skipped.')).toBeTruthy();
    expect(screen.getByText('Progress on 2 days in the last 20 weeks.')).toBeTruthy();
    const days = screen.getAllByRole('listitem').filter((item) => item.classList.contains('progress-calendar__day'));
    // 19 full weeks from Monday 13 July and Monday to Thursday of the last one.
    expect(days).toHaveLength(19 * 7 + 4);
    expect(screen.getByText('Tuesday 24 November 2026: 1 step marked')).toBeTruthy();
    expect(screen.getByText('Thursday 26 November 2026: 4 steps marked')).toBeTruthy();
    expect(screen.getByText('Monday 13 July 2026: no progress')).toBeTruthy();
  });

  it('says there is nothing to show when the page is off or the handle unknown', async () => {
    api.use(http.get('/api/progress/public/nobody/', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })));
    renderPage('nobody');
    expect(await screen.findByRole('heading', { level: 1, name: NO_PUBLIC_PROGRESS })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the AI Roadmap' }).getAttribute('href')).toBe('/ai-roadmap');
  });
});
