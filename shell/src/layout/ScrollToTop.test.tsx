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

  it('keeps the scroll position on paths under /workflows', async () => {
    const router = renderAt('/');
    scrollTo.mockClear();
    await act(() => router.navigate('/workflows'));
    await act(() => router.navigate('/workflows/flux-krea-text-to-image'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
