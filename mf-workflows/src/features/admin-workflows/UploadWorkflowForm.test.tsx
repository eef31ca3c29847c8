import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { UploadWorkflowForm } from './UploadWorkflowForm.tsx';
import { queryWrapper } from '../../../../shared/test/query-wrapper.tsx';
import { fakeApi, type FakeRoute } from '../../../../shared/test/fake-api.ts';
import { mockApi } from '../../../../shared/test/mock-api.ts';

const WORKFLOW = {
  nodes: [{ id: 1, type: 'CheckpointLoaderSimple' }],
  links: [],
};
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const server = mockApi();
let routes: Record<string, FakeRoute> = {};
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  routes = {};
  api = fakeApi(server, routes);
});

function renderForm() {
  const onUploaded = jest.fn();
  const view = render(<UploadWorkflowForm onUploaded={onUploaded} onCancel={() => undefined} />, { wrapper: queryWrapper() });
  const [fileInput, thumbnailInput] = view.container.querySelectorAll<HTMLInputElement>('input[type=file]');
  const choose = (input: HTMLInputElement, file: File) => act(async () => void fireEvent.change(input, { target: { files: [file] } }));
  return {
    onUploaded,
    chooseFile: (content: string, name = 'flow.json') => choose(fileInput!, new File([content], name, { type: 'application/json' })),
    chooseThumbnail: (content: BlobPart, name = 'thumb.png') => choose(thumbnailInput!, new File([content], name, { type: 'image/png' })),
    submit: () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Upload' }))),
  };
}

async function fillMetadata() {
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Heron Upscaler' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Sharper herons.' } });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Upscaling' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Difficulty' }));
  fireEvent.click(await screen.findByTitle('Beginner'));
}

/** The error messages shown under the field whose label is `label`. */
async function fieldErrors(label: string | RegExp): Promise<string[]> {
  const item = screen.getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;
  await waitFor(() => expect(item.querySelector('.ant-form-item-explain-error')).not.toBeNull());
  return [...item.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent ?? '');
}

// antd forms in jsdom are slow on a busy machine.
jest.setTimeout(120_000);

describe('the upload form', () => {
  it('asks for every required part and sends nothing', async () => {
    const form = renderForm();
    await form.submit();
    expect(await fieldErrors('Workflow file (.json)')).toEqual(['Choose the workflow .json file.']);
    expect(await fieldErrors(/^Thumbnail/)).toEqual(['Choose a thumbnail image.']);
    expect(await fieldErrors('Title')).toEqual(['Enter a title.']);
    expect(await fieldErrors('Description')).toEqual(['Enter a description.']);
    expect(await fieldErrors('Category')).toEqual(['Enter a category.']);
    expect(await fieldErrors('Difficulty')).toEqual(['Choose a difficulty.']);
    expect(api.requests).toEqual([]);
  });

  it('refuses a file that is not JSON and a thumbnail that is not an image (by its bytes)', async () => {
    const form = renderForm();
    await form.chooseFile('{"nodes": [1,');
    await form.chooseThumbnail('not an image');
    await form.submit();
    expect((await fieldErrors('Workflow file (.json)'))[0]).toMatch(/^The workflow file is not valid JSON \(/);
    expect(await fieldErrors(/^Thumbnail/)).toEqual(['The thumbnail must be a PNG, JPEG, WebP, GIF or SVG image.']);
    expect(api.requests).toEqual([]);
  });

  it('refuses JSON that is not a ComfyUI workflow and an SVG with a script', async () => {
    const form = renderForm();
    await form.chooseFile(JSON.stringify({ nodes: [{ id: 1, type: 'KSampler' }] }));
    await form.chooseThumbnail('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 't.svg');
    await form.submit();
    expect(await fieldErrors('Workflow file (.json)')).toEqual([
      'This does not look like a ComfyUI workflow: A ComfyUI workflow needs a "links" array beside its "nodes".',
    ]);
    expect(await fieldErrors(/^Thumbnail/)).toEqual(['The SVG thumbnail must not contain scripts, event handlers or embedded HTML.']);
    expect(api.requests).toEqual([]);
  });

  it('refuses a file that is not .json and a write-up slug with other characters', async () => {
    const form = renderForm();
    await form.chooseFile(JSON.stringify(WORKFLOW), 'flow.txt');
    fireEvent.change(screen.getByLabelText('Write-up article slug'), { target: { value: 'not a slug!' } });
    await form.submit();
    expect(await fieldErrors('Workflow file (.json)')).toEqual(['Choose the workflow as a .json file (ComfyUI: Workflow → Export).']);
    expect(await fieldErrors('Write-up article slug')).toEqual(['The slug may hold letters, digits and hyphens only.']);
    expect(api.requests).toEqual([]);
  });

  it('sends a valid upload and shows the server reasons next to the file, one a line, and the rest in an alert', async () => {
    routes['POST admin/workflows/'] = {
      status: 400,
      body: {
        message: 'The upload is not valid: see the messages of each field.',
        errors: {
          file: 'The workflow fails the workflow check:\n- unknown node type "NoSuchNode"\n- node 3 (KSampler): widgets_values has 6 values, the node has 7',
          body: 'Malformed multipart form.',
        },
      },
    };
    const form = renderForm();
    await fillMetadata();
    await form.chooseFile(JSON.stringify(WORKFLOW));
    await form.chooseThumbnail(PNG);
    await form.submit();
    expect(await fieldErrors('Workflow file (.json)')).toEqual([
      'The workflow fails the workflow check:',
      '- unknown node type "NoSuchNode"',
      '- node 3 (KSampler): widgets_values has 6 values, the node has 7',
    ]);
    expect(within(screen.getByRole('alert')).getByText('Malformed multipart form.')).toBeTruthy();
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/admin/workflows/']);
    const body = api.requests[0]!.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      title: 'Heron Upscaler',
      description: 'Sharper herons.',
      tags: '',
      category: 'Upscaling',
      difficulty: 'Beginner',
      blog_slug: '',
      published: 'true',
    });
    expect((body.get('file') as File).name).toBe('flow.json');
    expect((body.get('thumbnail') as File).name).toBe('thumb.png');
  });

  it('answers the uploaded workflow when the server accepts it', async () => {
    const created = { id: 5, title: 'Heron Upscaler', published: false };
    routes['POST admin/workflows/'] = { status: 201, body: created };
    const form = renderForm();
    await fillMetadata();
    fireEvent.click(screen.getByRole('switch', { name: /Published/ }));
    await form.chooseFile(JSON.stringify(WORKFLOW));
    await form.chooseThumbnail(PNG);
    await form.submit();
    await waitFor(() => expect(form.onUploaded).toHaveBeenCalledWith(created));
    expect((api.requests[0]!.body as FormData).get('published')).toBe('false');
  });
});
