// The browser's client for the visitor's own ComfyUI (docs/decisions/0012-comfy-check-in-the-browser.md): the
// calls go straight from this page to their machine; the site's server never sees the address,
// the node list, the files or the outputs.
import type { ObjectInfo } from 'comfy-engine';
import { isLoopbackHost, isPrivateHost } from './comfy-address.ts';
import { ComfyConnectionError, classifyFailure, corsRefused } from './connection-errors.ts';

export interface SystemStats {
  system: {
    os?: string;
    comfyui_version?: string;
    python_version?: string;
    pytorch_version?: string;
    ram_total?: number;
    ram_free?: number;
  };
  devices: { name: string; type: string; vram_total: number; vram_free: number }[];
}

export interface UploadedImage {
  name: string;
  subfolder: string;
  type: string;
}

export interface QueuedPrompt {
  prompt_id: string;
  number: number;
}

export interface NodeError {
  errors: { type: string; message: string; details: string; extra_info?: { input_name?: string } & Record<string, unknown> }[];
  class_type: string;
  dependent_outputs: string[];
}

/** ComfyUI's 400 answer to a prompt that does not validate. */
export class PromptRejectedError extends Error {
  readonly error: { type: string; message: string; details: string };
  readonly nodeErrors: Record<string, NodeError>;
  constructor(error: { type: string; message: string; details: string }, nodeErrors: Record<string, NodeError>) {
    super(`${error.message}${error.details ? `: ${error.details}` : ''}`);
    this.name = 'PromptRejectedError';
    this.error = error;
    this.nodeErrors = nodeErrors;
  }
}

export interface HistoryEntry {
  outputs: Record<string, { images?: OutputImage[] }>;
  status?: { status_str?: string; completed?: boolean };
}

export interface OutputImage {
  filename: string;
  subfolder: string;
  type: string;
}

/** docs/decisions/0012: /object_info is large and built on first call; the rest answers at once. */
const TIMEOUTS = { quick: 8_000, objectInfo: 30_000, upload: 60_000 };

export interface ComfyClient {
  address: string;
  systemStats(signal?: AbortSignal): Promise<SystemStats>;
  objectInfo(signal?: AbortSignal): Promise<ObjectInfo>;
  modelFolders(signal?: AbortSignal): Promise<string[]>;
  models(folder: string, signal?: AbortSignal): Promise<string[]>;
  uploadImage(file: File, signal?: AbortSignal): Promise<UploadedImage>;
  queuePrompt(prompt: Record<string, unknown>, clientId: string, signal?: AbortSignal): Promise<QueuedPrompt>;
  history(promptId: string, signal?: AbortSignal): Promise<HistoryEntry | null>;
  viewUrl(image: OutputImage): string;
  /** An output image's bytes (from /view), to share it on the site. */
  viewImage(image: OutputImage, signal?: AbortSignal): Promise<Blob>;
  socketUrl(clientId: string): string;
}

/**
 * Chromium (local network access) lets an https page reach a plain-http address on the visitor's
 * network only when the request says it targets that network; other browsers ignore the option.
 */
function addressSpace(address: string): { targetAddressSpace?: 'loopback' | 'local' } {
  const host = new URL(address).hostname;
  if (isLoopbackHost(host)) return { targetAddressSpace: 'loopback' };
  return isPrivateHost(host) ? { targetAddressSpace: 'local' } : {};
}

async function json<T>(response: Response, address: string, path: string): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch {
    throw new ComfyConnectionError('not-comfy', `${address} answered ${path}, but not the way ComfyUI does. Is this ComfyUI's address?`);
  }
}

export interface ClientOptions {
  /** The page's origin, for the start flag and the failure reasons (this page's by default). */
  pageOrigin?: string;
  timeouts?: Partial<typeof TIMEOUTS>;
}

export function createComfyClient(
  address: string,
  { pageOrigin = window.location.origin, timeouts = {} }: ClientOptions = {},
): ComfyClient {
  const limits = { ...TIMEOUTS, ...timeouts };
  async function call(path: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<Response> {
    const { timeoutMs = limits.quick, signal: callerSignal, ...rest } = init;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetch(`${address}${path}`, { ...rest, ...addressSpace(address), cache: 'no-store', signal } as RequestInit);
    } catch (error) {
      if (callerSignal?.aborted) throw error;
      throw await classifyFailure({ address, pageOrigin, timedOut: timeout.aborted, timeoutMs });
    }
    // Behind a proxy that adds CORS headers, ComfyUI's own origin check is readable as a 403.
    if (response.status === 403) throw corsRefused(address, pageOrigin);
    return response;
  }

  async function getJson<T>(path: string, signal?: AbortSignal, timeoutMs?: number): Promise<T> {
    const response = await call(path, { signal, timeoutMs });
    if (!response.ok) {
      throw new ComfyConnectionError('http', `ComfyUI at ${address} answered ${path} with status ${response.status}.`);
    }
    return json<T>(response, address, path);
  }

  return {
    address,
    async systemStats(signal) {
      const stats = await getJson<SystemStats>('/system_stats', signal);
      if (typeof stats !== 'object' || stats === null || !Array.isArray(stats.devices)) {
        throw new ComfyConnectionError(
          'not-comfy',
          `${address} answered /system_stats, but not the way ComfyUI does. Is this ComfyUI's address?`,
        );
      }
      return stats;
    },
    objectInfo: (signal) => getJson<ObjectInfo>('/object_info', signal, limits.objectInfo),
    modelFolders: async (signal) => {
      const folders = await getJson<(string | { name: string })[]>('/models', signal);
      return folders.map((f) => (typeof f === 'string' ? f : f.name));
    },
    async models(folder, signal) {
      const response = await call(`/models/${encodeURIComponent(folder)}`, { signal });
      // ComfyUI answers 404 for a folder it does not know: it then sees no file of that kind.
      if (response.status === 404) return [];
      if (!response.ok) throw new ComfyConnectionError('http', `ComfyUI answered /models/${folder} with status ${response.status}.`);
      return json<string[]>(response, address, `/models/${folder}`);
    },
    async uploadImage(file, signal) {
      const body = new FormData();
      body.append('image', file, file.name);
      body.append('type', 'input');
      body.append('overwrite', 'true');
      const response = await call('/upload/image', { method: 'POST', body, signal, timeoutMs: limits.upload });
      if (!response.ok) throw new ComfyConnectionError('http', `ComfyUI did not take ${file.name} (status ${response.status}).`);
      return json<UploadedImage>(response, address, '/upload/image');
    },
    async queuePrompt(prompt, clientId, signal) {
      const response = await call('/prompt', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prompt, client_id: clientId }),
        signal,
      });
      if (response.status === 400) {
        const answer = await json<{
          error?: { type: string; message: string; details: string } | string;
          node_errors?: Record<string, NodeError>;
        }>(response, address, '/prompt');
        const error =
          typeof answer.error === 'object' && answer.error
            ? answer.error
            : { type: 'invalid_prompt', message: String(answer.error ?? 'Invalid prompt'), details: '' };
        throw new PromptRejectedError(error, answer.node_errors ?? {});
      }
      if (!response.ok) throw new ComfyConnectionError('http', `ComfyUI did not queue the workflow (status ${response.status}).`);
      return json<QueuedPrompt>(response, address, '/prompt');
    },
    async history(promptId, signal) {
      const all = await getJson<Record<string, HistoryEntry>>(`/history/${encodeURIComponent(promptId)}`, signal);
      return all[promptId] ?? null;
    },
    viewUrl: (image) =>
      `${address}/view?${new URLSearchParams({ filename: image.filename, subfolder: image.subfolder, type: image.type }).toString()}`,
    async viewImage(image, signal) {
      const query = new URLSearchParams({ filename: image.filename, subfolder: image.subfolder, type: image.type }).toString();
      const response = await call(`/view?${query}`, { signal, timeoutMs: limits.upload });
      if (!response.ok) throw new ComfyConnectionError('http', `ComfyUI did not send ${image.filename} (status ${response.status}).`);
      return response.blob();
    },
    socketUrl: (clientId) => `${address.replace(/^http/, 'ws')}/ws?clientId=${encodeURIComponent(clientId)}`,
  };
}
