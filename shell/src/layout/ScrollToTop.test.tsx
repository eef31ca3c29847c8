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
  it.each([
    ['on every route change', '/', '/tutorials/install-flux-comfyui'],
    ['on a new search from the results page', '/search?q=flux', '/search?q=comfyui'],
    ['when the grid replaces another page (the Workflows tab from a scrolled article)', '/blog/some-article', '/workflows'],
  ])('scrolls to the top %s', async (_when, from, to) => {
    const router = renderAt(from);
    scrollTo.mockClear();
    await act(() => router.navigate(to));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the first page where the browser put it (a reader may have scrolled it before it hydrated)', () => {
    renderAt('/blog/some-article');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("leaves the first page at its anchor when the server's page has it, and scrolls to one its screen draws later", async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
    const served = document.createElement('div');
    served.id = 'comments';
    document.body.append(served);
    renderAt('/blog/some-article#comments');
    served.remove();
    renderAt('/blog/other-article#reactions');
    const drawn = document.createElement('div');
    drawn.id = 'reactions';
    await act(async () => {
      document.body.append(drawn);
      await Promise.resolve();
    });
    expect(scrollIntoView.mock.contexts).toEqual([drawn]);
    expect(scrollTo).not.toHaveBeenCalled();
    drawn.remove();
  });

  it('scrolls to the anchor on the way back from a screen with another layout (sign-in), which unmounted it', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
    const router = createMemoryRouter(
      [
        { path: '/signin', element: <p>Sign in</p> },
        { path: '*', element: <ScrollToTop /> },
      ],
      { initialEntries: ['/blog/some-article'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/signin'));
    const anchor = document.createElement('div');
    anchor.id = 'comments';
    document.body.append(anchor);
    await act(() => router.navigate('/blog/some-article#comments', { replace: true }));
    expect(scrollIntoView.mock.contexts).toEqual([anchor]);
    anchor.remove();
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

  it("moves the focus to the new page's heading after a client-side navigation, not on the first page or grid ↔ preview", async () => {
    const main = document.createElement('main');
    main.id = 'main';
    main.innerHTML = '<h1>Home</h1>';
    document.body.append(main);
    const router = renderAt('/');
    expect(document.activeElement).toBe(document.body);
    main.innerHTML = '';
    await act(() => router.navigate('/tutorials'));
    await act(async () => {
      main.innerHTML = '<h1>Tutorials</h1>';
      await Promise.resolve();
    });
    expect(document.activeElement?.textContent).toBe('Tutorials');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
    await act(() => router.navigate('/workflows'));
    main.innerHTML = '<h1>Workflows</h1><button>View</button>';
    await act(async () => Promise.resolve());
    main.querySelector('button')!.focus();
    await act(() => router.navigate('/workflows/12'));
    expect(document.activeElement?.textContent).toBe('View');
    main.remove();
  });
});
