import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'shared/router';
import { currentUserLoaded, signedIn } from 'shared';
import type { CurrentUser, SharedResult } from 'contracts';
import { ResultsGallery, SHARED_MESSAGE } from './ResultsGallery.tsx';
import { queryWrapper } from '../../../../shared/test/query-wrapper.tsx';
import { mockApi } from '../../../../shared/test/mock-api.ts';

const api = mockApi();
// jsdom has no object URLs: the dialog's preview gets a stand-in.
beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
const me: CurrentUser = {
  id: 7,
  email: 'asha@example.com',
  first_name: 'Asha',
  last_name: 'Rao',
  is_staff: false,
  is_paid_member: false,
} as CurrentUser;

function result(id: number, extra: Partial<SharedResult> = {}): SharedResult {
  return {
    id,
    workflow_id: 3,
    kind: 'image',
    media_url: `/static/results/${String(id).padStart(64, 'a')}.png`,
    thumbnail_url: `/static/results/${String(id).padStart(64, 'b')}.webp`,
    width: 640,
    height: 480,
    prompt: 'a lighthouse at dusk, volumetric fog',
    settings: 'steps 28 · cfg 4.5',
    author: { id: 9, name: 'Bo Li', avatar_url: null },
    created: '2026-11-20T10:00:00.000Z',
    status: 'approved',
    ...extra,
  };
}

function renderGallery() {
  return render(
    <MemoryRouter initialEntries={['/workflows/lighthouse']}>
      <Routes>
        <Route path="/workflows/:slug" element={<ResultsGallery workflow={{ id: 3, title: 'Lighthouse scenes' }} />} />
        <Route path="/signin" element={<p>Sign-in screen</p>} />
      </Routes>
    </MemoryRouter>,
    { wrapper: queryWrapper() },
  );
}

describe('the gallery of shared results', () => {
  beforeEach(() => currentUserLoaded(null));

  it('shows what members made, opens one with its prompt, and asks visitors to sign in to share', async () => {
    api.use(
      http.get('/api/workflows/3/results/', () =>
        HttpResponse.json([result(2), result(1, { kind: 'video', author: { id: 4, name: 'Cy Ng', avatar_url: null } })]),
      ),
    );
    renderGallery();
    const items = await screen.findAllByTestId('shared-result');
    expect(items.map((item) => item.textContent)).toEqual(['Bo Li', 'Cy Ng']);
    fireEvent.click(screen.getByRole('button', { name: /^Open: Image made with Lighthouse scenes by Bo Li/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Made by Bo Li' });
    expect(within(dialog).getByText('a lighthouse at dusk, volumetric fog')).toBeTruthy();
    expect(within(dialog).getByText('steps 28 · cfg 4.5')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Report' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to share what you made' }));
    expect(await screen.findByText('Sign-in screen')).toBeTruthy();
  });

  it('says when nobody has shared yet', async () => {
    api.use(http.get('/api/workflows/3/results/', () => HttpResponse.json([])));
    renderGallery();
    expect(await screen.findByText(/Nobody has shared a result yet/)).toBeTruthy();
  });

  it('shares an image: the member sees it at once, waiting for review; a refused file shows the server’s reason under the field', async () => {
    signedIn({ access: 'access-token', refresh: 'refresh-token' }, me);
    let answer: 'refuse' | 'accept' = 'refuse';
    const sent: FormData[] = [];
    api.use(
      http.get('/api/workflows/3/results/', () => HttpResponse.json([])),
      http.post('/api/workflows/3/results/', async ({ request }) => {
        sent.push(await request.formData());
        if (answer === 'refuse') {
          const message =
            'This file is also another kind of file (a web page, script, PDF or archive is hidden in it). Export the image or video again and share that.';
          return HttpResponse.json({ message, errors: { media: message } }, { status: 400 });
        }
        return HttpResponse.json(result(5, { status: 'pending', author: { id: 7, name: 'Asha Rao', avatar_url: null } }), { status: 201 });
      }),
    );
    renderGallery();
    await screen.findByText(/Nobody has shared a result yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Share what you made' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share what you made with Lighthouse scenes' });
    const input = within(dialog).getByLabelText('Image or video');

    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })] } });
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a PNG, JPEG or WebP image, or an MP4 or WebM video.');

    fireEvent.change(input, { target: { files: [new File(['\x89PNG fake'], 'lighthouse.png', { type: 'image/png' })] } });
    fireEvent.change(within(dialog).getByLabelText('Prompt (optional)'), { target: { value: 'a lighthouse at dusk' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/^This file is also another kind of file/);
    expect(sent[0]?.get('prompt')).toBe('a lighthouse at dusk');
    expect((sent[0]?.get('media') as File).name).toBe('lighthouse.png');

    answer = 'accept';
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(SHARED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('shared-result')).toHaveLength(1));
    expect(screen.getByText('Waiting for review')).toBeTruthy();
  });
});
