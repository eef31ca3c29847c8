import { afterEach, describe, expect, it } from '@jest/globals';
import { delay, http, HttpResponse } from 'msw';
import { mockApi } from '../../../../shared/test/mock-api.ts';
import { createComfyClient, PromptRejectedError } from './comfy-client.ts';
import { ComfyConnectionError } from './connection-errors.ts';

const LOCAL = 'http://127.0.0.1:8188';
const LAN = 'http://192.168.1.20:8188';
const SITE = 'https://aicreatorhub.example';
const STATS = {
  system: { comfyui_version: '0.3.60', os: 'posix' },
  devices: [{ name: 'cuda:0 NVIDIA GeForce RTX 3060', type: 'cuda', vram_total: 12e9, vram_free: 11e9 }],
};

const comfy = mockApi();

/** A browser that answers the local-network permission query with `state`. */
function permissionIs(state: PermissionState) {
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: {
      query: async ({ name }: { name: string }) => (name === 'local-network-access' ? { state } : Promise.reject(new TypeError(name))),
    },
  });
}
afterEach(() => {
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: undefined });
});

/** A ComfyUI that takes the stats request and never answers it. */
const statsNeverAnswer = () =>
  http.get(`${LOCAL}/system_stats`, async () => {
    await delay('infinite');
    return HttpResponse.json(STATS);
  });

async function failure(promise: Promise<unknown>): Promise<ComfyConnectionError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ComfyConnectionError);
  return error as ComfyConnectionError;
}

/** The error of asking ComfyUI at this address for its system stats from a page at `options.pageOrigin`. */
function statsFailure(comfyUrl: string, options: Parameters<typeof createComfyClient>[1]): Promise<ComfyConnectionError> {
  return failure(createComfyClient(comfyUrl, options).systemStats());
}

describe('the ComfyUI client', () => {
  it('reads the system stats when ComfyUI answers', async () => {
    comfy.use(http.get(`${LOCAL}/system_stats`, () => HttpResponse.json(STATS)));
    await expect(createComfyClient(LOCAL, { pageOrigin: SITE }).systemStats()).resolves.toEqual(STATS);
  });

  // Nothing answers at the address; what the client says depends on the address and the permission.
  it.each([
    [
      'says nothing is listening when neither a CORS nor a no-cors request gets an answer',
      LOCAL,
      null,
      'not-running',
      'Nothing answers at http://127.0.0.1:8188',
    ],
    ["blames the browser's local-network permission when it is denied", LOCAL, 'denied', 'local-network', 'Local network access'],
    ['calls a plain-http network address from an https page mixed content', LAN, null, 'mixed-content', 'mixed content'],
  ] as const)('%s', async (_name, address, permission, kind, text) => {
    if (permission) permissionIs(permission);
    comfy.use(http.all(`${address}/*`, () => HttpResponse.error()));
    const error = await statsFailure(address, { pageOrigin: SITE });
    expect(error.kind).toBe(kind);
    expect(error.message).toContain(text);
  });

  it('says CORS refused it when the no-cors request is answered but the CORS request fails', async () => {
    comfy.use(
      http.get(`${LOCAL}/system_stats`, () => HttpResponse.error()),
      http.get(`${LOCAL}/`, ({ request }) => (request.mode === 'no-cors' ? new HttpResponse(null, { status: 403 }) : HttpResponse.error())),
    );
    const error = await statsFailure(LOCAL, { pageOrigin: SITE });
    expect(error.kind).toBe('cors');
    expect(error.message).toContain(`--enable-cors-header ${SITE}`);
  });

  it('says CORS refused it when a 403 is readable', async () => {
    comfy.use(http.get(`${LOCAL}/system_stats`, () => new HttpResponse(null, { status: 403 })));
    expect((await statsFailure(LOCAL, { pageOrigin: SITE })).kind).toBe('cors');
  });

  it('does not ask about the permission when the page itself is on this machine', async () => {
    permissionIs('denied');
    comfy.use(http.all(`${LOCAL}/*`, () => HttpResponse.error()));
    expect((await statsFailure(LOCAL, { pageOrigin: 'http://127.0.0.1:8080' })).kind).toBe('not-running');
  });

  it('gives up after its time-out and says so', async () => {
    comfy.use(statsNeverAnswer());
    const error = await statsFailure(LOCAL, { pageOrigin: SITE, timeouts: { quick: 50 } });
    expect(error.kind).toBe('timeout');
  });

  it('takes a time-out while the browser still asks for the permission as that question', async () => {
    permissionIs('prompt');
    comfy.use(statsNeverAnswer());
    const error = await statsFailure(LOCAL, { pageOrigin: SITE, timeouts: { quick: 50 } });
    expect(error.kind).toBe('local-network');
    expect(error.message).toContain('Choose Allow');
  });

  it('says when the address answers but is not ComfyUI', async () => {
    comfy.use(http.get(`${LOCAL}/system_stats`, () => HttpResponse.text('<html>router login</html>')));
    expect((await statsFailure(LOCAL, { pageOrigin: SITE })).kind).toBe('not-comfy');
  });

  it("hands back ComfyUI's node errors when it rejects a prompt", async () => {
    const nodeErrors = {
      '3': {
        errors: [
          {
            type: 'value_not_in_list',
            message: 'Value not in list',
            details: "sampler_name: 'euler_x' not in [...]",
            extra_info: { input_name: 'sampler_name' },
          },
        ],
        class_type: 'KSampler',
        dependent_outputs: ['9'],
      },
    };
    comfy.use(
      http.post(`${LOCAL}/prompt`, () =>
        HttpResponse.json(
          {
            error: { type: 'prompt_outputs_failed_validation', message: 'Prompt outputs failed validation', details: '' },
            node_errors: nodeErrors,
          },
          { status: 400 },
        ),
      ),
    );
    const error = await createComfyClient(LOCAL, { pageOrigin: SITE })
      .queuePrompt({}, 'client-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PromptRejectedError);
    expect((error as PromptRejectedError).nodeErrors).toEqual(nodeErrors);
  });

  it('sees no files in a model folder ComfyUI does not know', async () => {
    comfy.use(http.get(`${LOCAL}/models/diffusion_models`, () => new HttpResponse(null, { status: 404 })));
    await expect(createComfyClient(LOCAL, { pageOrigin: SITE }).models('diffusion_models')).resolves.toEqual([]);
  });
});
