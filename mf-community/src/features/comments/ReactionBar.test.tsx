// The reaction bar alone (labels, pressed state, choose / replace / remove, the visitor's counts) and
// in the comments list (the change shows before the API answers, is put back when it fails, and the
// list is read again after it).
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'shared/router';
import { http, HttpResponse } from 'msw';
import { signedIn, signedOut } from 'shared';
import type { Comment, CommentReactions, Reaction } from 'contracts';
import { Comments } from './Comments.tsx';
import { ReactionBar } from './ReactionBar.tsx';
import { withReaction } from './comments-queries.ts';
import { fakeApi } from '../../../../shared/test/fake-api.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { createUser } from '../../../../shared/test/fixtures.ts';
import { queryWrapper } from '../../../../shared/test/query-wrapper.tsx';

const counts = (patch: Partial<Record<Reaction, number>> = {}): Record<Reaction, number> => ({
  like: 0,
  love: 0,
  celebrate: 0,
  thinking: 0,
  ...patch,
});

const server = mockApi();
afterEach(() => signedOut());

describe('ReactionBar', () => {
  it('offers the four reactions as labelled toggle buttons, the reader’s own pressed', () => {
    const onChoose = jest.fn<(chosen: Reaction | null) => void>();
    render(<ReactionBar reactions={counts({ like: 3, love: 1 })} mine="like" author="Bo Li" onChoose={onChoose} />);
    const group = screen.getByRole('group', { name: "React to Bo Li's comment" });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-pressed')])).toEqual([
      ['Like: 3 reactions', 'true'],
      ['Love: 1 reaction', 'false'],
      ['Celebrate: 0 reactions', 'false'],
      ['Makes me think: 0 reactions', 'false'],
    ]);
    expect(buttons[0]!.textContent).toBe('👍3');
    expect(buttons[2]!.textContent).toBe('🎉');

    fireEvent.click(screen.getByRole('button', { name: 'Love: 1 reaction' }));
    expect(onChoose).toHaveBeenLastCalledWith('love');
    // Pressing one's own reaction again takes it back.
    fireEvent.click(screen.getByRole('button', { name: 'Like: 3 reactions' }));
    expect(onChoose).toHaveBeenLastCalledWith(null);
  });

  it('shows a visitor the counts there are, as text, and nothing when there are none', () => {
    const { rerender } = render(<ReactionBar reactions={counts({ celebrate: 2 })} mine={null} author="Bo Li" />);
    expect(screen.queryByRole('button')).toBeNull();
    const list = screen.getByRole('list', { name: "Reactions to Bo Li's comment" });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Celebrate: 2 reactions']);
    rerender(<ReactionBar reactions={counts()} mine={null} author="Bo Li" />);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('moves the reader’s count from their former reaction to the new one', () => {
    const before = { reactions: counts({ like: 2, love: 1 }), my_reaction: 'like' as const };
    expect(withReaction(before, 'love')).toEqual({ reactions: counts({ like: 1, love: 2 }), my_reaction: 'love' });
    expect(withReaction(before, null)).toEqual({ reactions: counts({ like: 1, love: 1 }), my_reaction: null });
  });
});

describe('reactions in the comments list', () => {
  const me = createUser({ id: 7 });
  const bos: Comment = {
    id: 1,
    post_slug: 'flux-lora',
    section: 'blog',
    parent: null,
    content: 'Rank 16 worked best.',
    author: { id: 2, name: 'Bo Li', avatar_url: null },
    created: new Date().toISOString(),
    reactions: counts({ like: 2 }),
    my_reaction: null,
    replies: [],
    reply_count: 0,
  };

  function renderList() {
    signedIn({ access: 'access-token', refresh: 'refresh-token' }, me);
    render(
      <MemoryRouter>
        <Comments postSlug="flux-lora" section="blog" />
      </MemoryRouter>,
      { wrapper: queryWrapper() },
    );
  }

  it('shows the reader’s reaction at once, then reads the list again', async () => {
    let stored = bos;
    const api = fakeApi(server, {
      'GET comments/': () => ({ status: 200, body: [stored] }),
      'GET comments/count/': { status: 200, body: { count: 1 } },
    });
    let answer!: () => void;
    server.use(
      http.put('/api/comments/1/reaction/', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        stored = { ...bos, reactions: counts({ like: 3 }), my_reaction: 'like' };
        return HttpResponse.json({ id: 1, reactions: stored.reactions, my_reaction: 'like' } satisfies CommentReactions);
      }),
    );
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Like: 2 reactions' }));
    // Before the API answers.
    const pressed = await screen.findByRole('button', { name: 'Like: 3 reactions' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    const reads = api.calls('GET comments/').length;
    answer();
    await waitFor(() => expect(api.calls('GET comments/').length).toBeGreaterThan(reads));
    expect(screen.getByRole('button', { name: 'Like: 3 reactions' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('puts the counts back and says so when the change fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi(server, {
      'GET comments/': { status: 200, body: [{ ...bos, my_reaction: 'like' }] },
      'GET comments/count/': { status: 200, body: { count: 1 } },
      'PUT comments/1/reaction/': { status: 409, body: { message: 'Reactions open once the comment is visible to everyone.' } },
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Celebrate: 0 reactions' }));
    expect(await screen.findByText('Reactions open once the comment is visible to everyone.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Like: 2 reactions' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Celebrate: 0 reactions' }).getAttribute('aria-pressed')).toBe('false');
    expect(api.calls('PUT comments/1/reaction/')[0]!.body).toEqual({ reaction: 'celebrate' });
    expect(logged).toHaveBeenCalledWith('Could not save the reaction', expect.objectContaining({ status: 409 }));
    logged.mockRestore();
  });
});
