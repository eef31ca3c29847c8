import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'shared/router';
import type { ListedWorkflow, Workflow } from 'contracts';
import { FIXTURE_WORKFLOW } from '../../../../test/fixture-workflow.ts';
import PreviewDialog from './PreviewDialog.tsx';
import { mockApi } from '../../../../../shared/test/mock-api.ts';
import { queryWrapper } from '../../../../../shared/test/query-wrapper.tsx';
import { createWorkflow } from '../../../../../shared/test/fixtures.ts';

/** The dialog is drawn inside the site's router (its bookmark's sign-in invitation navigates). */
function inRouter() {
  const Queries = queryWrapper();
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <Queries>{children}</Queries>
    </MemoryRouter>
  );
}

/** What a catalogue entry's metadata lists for the fixture workflow. */
const METADATA: Pick<Workflow, 'models' | 'custom_nodes'> = {
  models: [
    {
      name: 'sd_xl_base_1.0.safetensors',
      folder: 'checkpoints',
      size: '6.9 GB',
      licence: 'CreativeML Open RAIL++-M',
      url: 'https://huggingface.co/stabilityai/stable-diffusion-xl-base-1.0/resolve/main/sd_xl_base_1.0.safetensors',
    },
    {
      name: 'add-detail-xl.safetensors',
      folder: 'loras',
      size: '228 MB',
      licence: 'CreativeML Open RAIL-M',
      url: 'https://civitai.com/api/download/models/135867',
    },
  ],
  custom_nodes: [
    {
      id: 'comfyui_controlnet_aux',
      name: 'ComfyUI ControlNet Auxiliary Preprocessors (Fannovel16)',
      url: 'https://github.com/Fannovel16/comfyui_controlnet_aux',
    },
    { id: 'comfyui-impact-pack', name: 'ComfyUI Impact Pack (ltdrdata)', url: 'https://github.com/ltdrdata/ComfyUI-Impact-Pack' },
  ],
};

function workflow(extra: Partial<ListedWorkflow> = {}): ListedWorkflow {
  return createWorkflow({
    id: 7,
    slug: 'sdxl-detail',
    title: 'SDXL with detail',
    description: 'Text to image with SDXL.',
    tags: 'sdxl',
    s3_url: 'http://localhost/static/workflows/sdxl-detail.json',
    thumbnail_url: null,
    download_url: 'http://localhost/api/workflows/7/download/',
    created: '2025-06-10',
    ...METADATA,
    ...extra,
  });
}

// The dialog's gallery of shared results (its own tests are in features/results): none here.
const files = mockApi(http.get('/api/workflows/:key/results/', () => HttpResponse.json([])));

const requested: string[] = [];
beforeEach(() => {
  requested.length = 0;
});

/** Answers the request for the workflow file when `answer` is called. */
function fileAnswer(): (response: Response) => Promise<void> {
  let resolve!: (response: Response) => void;
  const answered = new Promise<Response>((r) => (resolve = r));
  files.use(
    http.get('http://localhost/static/workflows/:file', ({ request }) => {
      requested.push(request.url);
      return answered;
    }),
  );
  return async (response) => act(async () => resolve(response));
}

const fileOk = () => HttpResponse.json(FIXTURE_WORKFLOW);
const items = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

function expectMetadataLists() {
  expect(items('model-files')).toEqual([
    'sd_xl_base_1.0.safetensorsComfyUI/models/checkpoints/ · 6.9 GB · CreativeML Open RAIL++-M · download',
    expect.stringMatching(/^add-detail-xl\.safetensors(optional)?ComfyUI\/models\/loras\/ · 228 MB · CreativeML Open RAIL-M · download$/),
  ]);
  for (const model of METADATA.models) {
    expect(screen.getByRole('link', { name: `Download ${model.name}` }).getAttribute('href')).toBe(model.url);
  }
  expect(items('node-packs')).toEqual(METADATA.custom_nodes.map((pack) => pack.name));
  for (const pack of METADATA.custom_nodes) {
    expect(screen.getByRole('link', { name: pack.name }).getAttribute('href')).toBe(pack.url);
  }
}

describe('the preview dialog: what a workflow needs, before download', () => {
  it("lists the metadata's model files (folder, size, licence, link) and packs while the file loads, then adds what the file says", async () => {
    const answer = fileAnswer();
    render(<PreviewDialog workflow={workflow()} onClose={() => undefined} />, { wrapper: inRouter() });
    expect(screen.getByTestId('preview-loading')).toBeTruthy();
    expectMetadataLists();
    expect(screen.queryByTestId('custom-nodes')).toBeNull();
    await waitFor(() => expect(requested).toEqual(['http://localhost/static/workflows/sdxl-detail.json']));

    await answer(fileOk());
    expect(await screen.findAllByTestId('graph-node')).toHaveLength(FIXTURE_WORKFLOW.nodes.length);
    expectMetadataLists();
    // The file knows which parts are optional (bypassed nodes) and which node types the packs bring.
    expect(items('model-files')[1]).toContain('add-detail-xl.safetensorsoptional');
    expect(items('model-files')[0]).not.toContain('optional');
    expect(items('custom-nodes')).toEqual(['DWPreprocessor from comfyui_controlnet_aux', 'ImpactWildcardProcessor']);
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: /Download/ })).toBeTruthy();
  });

  it('says whether the images and a service may be sold, under which licence, and the GPU with its low-VRAM way', async () => {
    fileAnswer();
    const flux = workflow({
      commercial_use: {
        images: 'conditions',
        service: 'no',
        licences: [
          {
            licence: 'FLUX.1 [dev] Non-Commercial License',
            url: 'https://huggingface.co/black-forest-labs/FLUX.1-dev/blob/main/LICENSE.md',
            images: 'conditions',
            imagesTerms: 'Outputs may be used commercially, except to train a competing model.',
            service: 'no',
            serviceTerms: 'Not without a commercial licence from Black Forest Labs.',
            items: ['flux1-dev.safetensors'],
          },
        ],
        note: 'Not legal advice.',
      },
      gpu_tier: { tier: 24, label: '24 GB and up', gb: 24, estimate: true, lowVram: 'Use the fp8 checkpoint (12 GB).' },
    });
    render(<PreviewDialog workflow={flux} onClose={() => undefined} />, { wrapper: inRouter() });
    const facts = within(screen.getByTestId('workflow-facts'));
    expect(facts.getByText('Sell as a service').nextElementSibling?.textContent).toBe('No');
    expect(facts.getByRole('link', { name: 'FLUX.1 [dev] Non-Commercial License' }).getAttribute('href')).toContain('FLUX.1-dev');
    expect(facts.getByText(/Less VRAM: Use the fp8 checkpoint/)).toBeTruthy();
    expect(facts.getByText('Not legal advice.')).toBeTruthy();
  });

  it('keeps the lists of the metadata when the file cannot be loaded', async () => {
    const answer = fileAnswer();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<PreviewDialog workflow={workflow()} onClose={() => undefined} />, { wrapper: inRouter() });
    await answer(HttpResponse.json({ message: 'gone' }, { status: 404 }));
    expect(await screen.findByText('Could not load the graph: The workflow file could not be loaded (404).')).toBeTruthy();
    expectMetadataLists();
    expect(logged).toHaveBeenCalledWith('Could not load the workflow file', expect.any(Error));
    logged.mockRestore();
  });

  it('falls back to what the file names for a workflow without such metadata (an upload)', async () => {
    const answer = fileAnswer();
    render(<PreviewDialog workflow={workflow({ models: [], custom_nodes: [] })} onClose={() => undefined} />, { wrapper: inRouter() });
    expect(screen.queryByTestId('model-files')).toBeNull();
    expect(screen.queryByTestId('node-packs')).toBeNull();

    await answer(fileOk());
    await screen.findAllByTestId('graph-node');
    expect(items('model-files')).toEqual([
      'sd_xl_base_1.0.safetensors → models/checkpoints source',
      'add-detail-xl.safetensors → models/lorasoptional',
    ]);
    expect(screen.getByRole('link', { name: 'source' }).getAttribute('href')).toBe(METADATA.models[0]!.url);
    expect(items('custom-nodes')).toEqual(['DWPreprocessor from comfyui_controlnet_aux', 'ImpactWildcardProcessor']);
    expect(screen.queryByTestId('node-packs')).toBeNull();
  });
});
