import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop.tsx';

const scrollTo = jest.fn();

beforeEach(() => {
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollToTop', () => {
  it('scrolls to the top on every route change', async () => {
    const router = renderAt('/');
    scrollTo.mockClear();
    await act(() => router.navigate('/tutorials/install-flux-comfyui'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the top on a new search from the results page', async () => {
    const router = renderAt('/search?q=flux');
    scrollTo.mockClear();
    await act(() => router.navigate('/search?q=comfyui'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the scroll position between the grid and a preview over it', async () => {
    const router = renderAt('/workflows');
    scrollTo.mockClear();
    await act(() => router.navigate('/workflows/12'));
    await act(() => router.navigate('/workflows?search=flux'));
    await act(() => router.navigate('/workflows/7'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("opens a workflow's write-up at its top, from the grid, from a preview or from another page", async () => {
    const router = renderAt('/workflows');
    scrollTo.mockClear();
    await act(() => router.navigate('/workflows/flux-krea-text-to-image'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/workflows/12'));
    await act(() => router.navigate('/workflows/wan-video', { replace: true }));
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });

  it('opens the grid at its top when it replaces another page (the Workflows tab from a scrolled article)', async () => {
    const router = renderAt('/blog/some-article');
    scrollTo.mockClear();
    await act(() => router.navigate('/workflows'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('brings the reader to the anchor of the path once its screen draws it (back to #comments after signing in)', async () => {
    const router = renderAt('/signin');
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
    await act(() => router.navigate('/blog/some-article#comments', { replace: true }));
    expect(scrollIntoView).not.toHaveBeenCalled();
    const anchor = document.createElement('div');
    anchor.id = 'comments';
    await act(async () => {
      document.body.append(anchor);
      await Promise.resolve();
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(anchor);
    anchor.remove();
  });
});
