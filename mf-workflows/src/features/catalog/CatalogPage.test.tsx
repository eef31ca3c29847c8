import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'shared/router';
import type { ListedWorkflow } from 'contracts';
import { FIRST_PAGE, NO_WORKFLOWS } from './CatalogPage.tsx';
import { WorkflowsPage } from './WorkflowsPage.tsx';
import { queryWrapper } from '../../../../shared/test/query-wrapper.tsx';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { createWorkflow } from '../../../../shared/test/fixtures.ts';

function workflow(id: number, extra: Partial<ListedWorkflow> = {}): ListedWorkflow {
  return createWorkflow({ id, downloads: id * 3, ...extra });
}

const api = mockApi();

/** Answers GET workflows/ by page from `pages`, and GET workflows/{key}/ from `items`; answers the lists asked for. */
function serve(pages: Record<number, { results: ListedWorkflow[]; count: number }>, items: Record<string, ListedWorkflow> = {}): string[] {
  const lists: string[] = [];
  api.use(
    http.get('/api/workflows/', ({ request }) => {
      const url = new URL(request.url);
      lists.push(url.pathname + url.search);
      return HttpResponse.json(pages[Number(url.searchParams.get('page') ?? '1')] ?? { results: [], count: 0 });
    }),
    http.get('/api/workflows/:key/', ({ params }) => {
      const item = items[String(params.key)];
      return item ? HttpResponse.json(item) : HttpResponse.json({ message: 'No workflow.' }, { status: 404 });
    }),
    http.get('http://localhost/static/workflows/:file', () => HttpResponse.json({ nodes: [], links: [] })),
    // The preview dialog's gallery of shared results (tested in features/results): none.
    http.get('/api/workflows/:key/results/', () => HttpResponse.json([])),
  );
  return lists;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/workflows" element={<WorkflowsPage />} />
        <Route path="/workflows/:slug" element={<WorkflowsPage />} />
      </Routes>
      <Location />
    </MemoryRouter>,
    { wrapper: queryWrapper() },
  );
}

const location = () => screen.getByTestId('location').textContent;
/** The preview dialog is a lazy chunk (with antd): its first import can take seconds on a busy machine. */
const LAZY_DIALOG = { timeout: 10_000 };

describe('the workflow grid', () => {
  it('shows a spinner only while the list is empty and loading', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.use(
      http.get('/api/workflows/', async () => {
        await answered;
        return HttpResponse.json({ results: [workflow(1)], count: 1 });
      }),
    );
    renderAt('/workflows');
    expect(screen.getByTestId('workflows-loading')).toBeTruthy();
    await act(async () => answer());
    expect(await screen.findByText('Workflow 1')).toBeTruthy();
    expect(screen.queryByTestId('workflows-loading')).toBeNull();
  });

  it("says 'No workflows found.' when there are none", async () => {
    const lists = serve({ 1: { results: [], count: 0 } });
    renderAt('/workflows?search=zzz');
    expect(await screen.findByText(NO_WORKFLOWS)).toBeTruthy();
    expect(lists).toEqual(['/api/workflows/?page=1&search=zzz&sort=-created']);
  });

  it("says 'No workflows found.' on a page past the end, with a way back to the first page", async () => {
    serve({ 1: { results: [workflow(1), workflow(2)], count: 12 }, 9: { results: [], count: 12 } });
    renderAt('/workflows?page=9');
    expect(await screen.findByText(NO_WORKFLOWS)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: FIRST_PAGE }));
    expect(await screen.findByText('Workflow 1')).toBeTruthy();
    expect(location()).toBe('/workflows');
  });

  it('hides the pagination when everything fits on one page', async () => {
    serve({ 1: { results: [workflow(1), workflow(2), workflow(3)], count: 3 } });
    renderAt('/workflows');
    expect(await screen.findAllByTestId('workflow-card')).toHaveLength(3);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows the pagination with more than one page, and empties the list while the next page loads', async () => {
    const first = Array.from({ length: 10 }, (_, i) => workflow(i + 1));
    serve({ 1: { results: first, count: 12 }, 2: { results: [workflow(11), workflow(12)], count: 12 } });
    renderAt('/workflows');
    expect(await screen.findAllByTestId('workflow-card')).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    fireEvent.click(within(pager).getByText('2'));
    expect(screen.queryAllByTestId('workflow-card')).toHaveLength(0);
    expect(screen.getByTestId('workflows-loading')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('workflow-card')).toHaveLength(2));
    expect(location()).toBe('/workflows?page=2');
  });

  it('shows each card with its tags, difficulty and downloads', async () => {
    serve({ 1: { results: [workflow(4, { difficulty: 'Advanced' })], count: 1 } });
    renderAt('/workflows');
    const card = await screen.findByTestId('workflow-card');
    expect(within(card).getByText('flux')).toBeTruthy();
    expect(within(card).getByText('text to image')).toBeTruthy();
    expect(within(card).getByText('Advanced')).toBeTruthy();
    expect(card.textContent).toContain('12 downloads');
  });

  it('says on each card whether its images and a service may be sold, and the GPU it needs', async () => {
    const nonCommercial = workflow(5, {
      commercial_use: { ...createWorkflow().commercial_use, images: 'conditions', service: 'no' },
      gpu_tier: { tier: 24, label: '24 GB and up', gb: 24, estimate: true, lowVram: 'Use the fp8 weights.' },
    });
    serve({ 1: { results: [nonCommercial], count: 1 } });
    renderAt('/workflows');
    const facts = within(await screen.findByTestId('workflow-facts'));
    expect(facts.getByText('Sell the images').nextElementSibling?.textContent).toBe('With conditions');
    expect(facts.getByText('Sell as a service').nextElementSibling?.textContent).toBe('No');
    expect(facts.getByText('GPU').nextElementSibling?.textContent).toBe('24 GB and up (estimate)');
  });

  it('filters by commercial use and GPU memory through the address, from page 1', async () => {
    const lists = serve({ 1: { results: [workflow(1)], count: 11 }, 2: { results: [workflow(11)], count: 11 } });
    renderAt('/workflows?page=2&commercial=service&vram=12');
    await screen.findByText('Workflow 11');
    expect(lists.at(-1)).toBe('/api/workflows/?page=2&sort=-created&commercial=service&vram=12');
    fireEvent.change(screen.getByRole('combobox', { name: 'GPU memory' }), { target: { value: '8' } });
    await waitFor(() => expect(location()).toBe('/workflows?commercial=service&vram=8'));
    await waitFor(() => expect(lists.at(-1)).toBe('/api/workflows/?page=1&sort=-created&commercial=service&vram=8'));
  });

  it('ignores a filter value it does not know', async () => {
    const lists = serve({ 1: { results: [workflow(1)], count: 1 } });
    renderAt('/workflows?commercial=maybe&vram=6');
    await screen.findByText('Workflow 1');
    expect(lists.at(-1)).toBe('/api/workflows/?page=1&sort=-created');
  });

  it('opens /workflows/{id} from View, and /workflows/{blog_slug} from a card with a write-up', async () => {
    serve(
      { 1: { results: [workflow(1), workflow(2, { blog_slug: 'flux-krea' })], count: 2 } },
      { 'flux-krea': workflow(2, { blog_slug: 'flux-krea' }) },
    );
    renderAt('/workflows?sort=title');
    fireEvent.click(await screen.findByRole('button', { name: 'View Workflow 1' }));
    expect(location()).toBe('/workflows/1?sort=title');
    fireEvent.click(within(await screen.findByRole('dialog', undefined, LAZY_DIALOG)).getByText('Close'));
    expect(location()).toBe('/workflows?sort=title');
    fireEvent.click((await screen.findAllByTestId('workflow-card'))[1]!.querySelector('.card__description')!);
    await waitFor(() => expect(location()).toBe('/workflows/flux-krea'));
  });
});

describe('/workflows/{id}', () => {
  it('fetches a workflow that is not in the loaded page and shows its preview dialog', async () => {
    serve({ 1: { results: [workflow(1)], count: 1 } }, { '42': workflow(42) });
    renderAt('/workflows/42');
    const dialog = await screen.findByRole('dialog', undefined, LAZY_DIALOG);
    expect(within(dialog).getByText('Workflow 42')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Download/ })).toBeTruthy();
    expect(within(dialog).getByText('Close')).toBeTruthy();
  });

  it('downloads through the counting URL, and the card behind the dialog counts one more', async () => {
    const file = workflow(4, { download_url: '/api/workflows/4/download/' });
    serve({ 1: { results: [file], count: 1 } });
    const counted: string[] = [];
    api.use(
      http.get('/api/workflows/4/download/', ({ request }) => {
        counted.push(new URL(request.url).pathname);
        return HttpResponse.json({ nodes: [], links: [] });
      }),
    );
    // jsdom has no object URLs; the saved file itself is the browser's part.
    Object.assign(URL, { createObjectURL: () => 'blob:workflow', revokeObjectURL: () => undefined });
    renderAt('/workflows/4');
    const dialog = await screen.findByRole('dialog', undefined, LAZY_DIALOG);
    fireEvent.click(within(dialog).getByRole('button', { name: /Download/ }));
    await waitFor(() => expect(screen.getByTestId('workflow-card').textContent).toContain('13 downloads'));
    expect(counted).toEqual(['/api/workflows/4/download/']);
  });

  it('redirects to the write-up of a workflow that has one', async () => {
    serve(
      { 1: { results: [], count: 0 } },
      { '7': workflow(7, { blog_slug: 'wan-s2v' }), 'wan-s2v': workflow(7, { blog_slug: 'wan-s2v' }) },
    );
    renderAt('/workflows/7');
    await waitFor(() => expect(location()).toBe('/workflows/wan-s2v'));
  });

  it('says so and shows no dialog when the workflow cannot be fetched', async () => {
    serve({ 1: { results: [workflow(1)], count: 1 } });
    renderAt('/workflows/404');
    expect(await screen.findByText('Workflow "404" was not found. It may have been removed.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
