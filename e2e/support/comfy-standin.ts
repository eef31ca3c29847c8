// A stand-in for a visitor's ComfyUI, started by the browser tests: Node's http server with the
// answers ComfyUI's server.py gives (the facts in ../shared/COMFYUI-API.md) and a small WebSocket
// (server-to-client text frames only, which is all /ws sends here). Its origin rule is ComfyUI's:
// without the CORS flag, a request whose Origin differs from its loopback Host is answered 403 with
// no CORS headers; with the flag, every answer carries them and preflights are answered.
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

import type { ObjectInfo } from 'comfy-engine';

export interface StandinOptions {
  /** The --enable-cors-header value it was started with; null: started without it. */
  corsOrigin: string | null;
  objectInfo: ObjectInfo;
  version?: string;
  vramGb?: number;
  /** Files per models/ folder, sub-folders as "sub/name.safetensors". */
  models?: Record<string, string[]>;
}

export interface ComfyStandin {
  url: string;
  /** Prompts posted to /prompt (the API format), in order. */
  prompts: Record<string, { class_type: string; inputs: Record<string, unknown> }>[];
  uploads: string[];
  /** Holds the next run at its sampler's second step until release() is called. */
  holdRuns(): void;
  release(): void;
  close(): Promise<void>;
}

/** A 2×2 PNG (teal), the output every run makes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPg9vcCIgYIBQARAgKR75klCwAAAABJRU5ErkJggg==', 'base64');
const STEPS = 4;

function isLoopback(host: string): boolean {
  return host === 'localhost' || host.startsWith('127.') || host === '[::1]' || host === '::1';
}

/** ComfyUI's create_origin_only_middleware: 403 when Origin's host differs from a loopback Host. */
function originRefused(req: IncomingMessage): boolean {
  const host = req.headers.host;
  const origin = req.headers.origin;
  if (!host || !origin) return false;
  const hostUrl = new URL(`http://${host}`);
  const originUrl = new URL(origin);
  if (!isLoopback(hostUrl.hostname)) return false;
  const hostPart = originUrl.port ? host.toLowerCase() : hostUrl.hostname;
  const originPart = hostUrl.port ? originUrl.host.toLowerCase() : originUrl.hostname;
  return hostPart !== originPart;
}

function textFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const header =
    payload.length < 126 ? Buffer.from([0x81, payload.length]) : Buffer.from([0x81, 126, payload.length >> 8, payload.length & 0xff]);
  return Buffer.concat([header, payload]);
}

type Validation = { type: string; message: string; details: string; extra_info: Record<string, unknown> };

/** ComfyUI's validate_inputs, for the checks these tests need. */
function validate(prompt: ComfyStandin['prompts'][number], info: ObjectInfo): { status: number; body: unknown } | null {
  for (const [id, node] of Object.entries(prompt)) {
    if (!info[node.class_type]) {
      return {
        status: 400,
        body: {
          error: {
            type: 'missing_node_type',
            message: `Node '${node.class_type}' not found. The custom node may not be installed.`,
            details: `Node ID '#${id}'`,
            extra_info: { node_id: id, class_type: node.class_type, node_title: node.class_type },
          },
          node_errors: {},
        },
      };
    }
  }
  const nodeErrors: Record<string, { errors: Validation[]; class_type: string; dependent_outputs: string[] }> = {};
  for (const [id, node] of Object.entries(prompt)) {
    const spec = info[node.class_type]!.input ?? {};
    const errors: Validation[] = [];
    for (const [name, [type, options = {}]] of Object.entries(spec.required ?? {}) as [string, [unknown, Record<string, unknown>?]][]) {
      const value = node.inputs[name];
      if (value === undefined) {
        errors.push({
          type: 'required_input_missing',
          message: 'Required input is missing',
          details: name,
          extra_info: { input_name: name },
        });
        continue;
      }
      if (Array.isArray(value)) continue; // a link
      const choices = Array.isArray(type)
        ? type
        : type === 'COMBO' && Array.isArray(options.options)
          ? (options.options as unknown[])
          : null;
      if (choices && !options.image_upload && !choices.includes(value)) {
        errors.push({
          type: 'value_not_in_list',
          message: 'Value not in list',
          details: `${name}: '${String(value)}' not in ${JSON.stringify(choices)}`,
          extra_info: { input_name: name, input_config: [choices, options], received_value: value },
        });
      }
      if ((type === 'INT' || type === 'FLOAT') && typeof value === 'number') {
        if (typeof options.max === 'number' && value > options.max) {
          errors.push({
            type: 'value_bigger_than_max',
            message: 'Value bigger than max',
            details: `${name}: ${value} > ${options.max}`,
            extra_info: { input_name: name, received_value: value },
          });
        }
        if (typeof options.min === 'number' && value < options.min) {
          errors.push({
            type: 'value_smaller_than_min',
            message: 'Value smaller than min',
            details: `${name}: ${value} < ${options.min}`,
            extra_info: { input_name: name, received_value: value },
          });
        }
      }
    }
    if (errors.length) nodeErrors[id] = { errors, class_type: node.class_type, dependent_outputs: [] };
  }
  if (Object.keys(nodeErrors).length === 0) return null;
  return {
    status: 400,
    body: {
      error: { type: 'prompt_outputs_failed_validation', message: 'Prompt outputs failed validation', details: '', extra_info: {} },
      node_errors: nodeErrors,
    },
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startComfyStandin(options: StandinOptions): Promise<ComfyStandin> {
  const sockets = new Map<string, Duplex>();
  const history: Record<string, unknown> = {};
  const prompts: ComfyStandin['prompts'] = [];
  const uploads: string[] = [];
  let held: { hold: boolean; release: () => void; gate: Promise<void> } = {
    hold: false,
    release: () => undefined,
    gate: Promise.resolve(),
  };
  const models = options.models ?? {};

  const send = (clientId: string, type: string, data: Record<string, unknown>) => {
    sockets.get(clientId)?.write(textFrame(JSON.stringify({ type, data })));
  };

  async function run(promptId: string, clientId: string, prompt: ComfyStandin['prompts'][number]) {
    const gate = held.hold ? held.gate : null;
    held = { ...held, hold: false };
    send(clientId, 'status', { status: { exec_info: { queue_remaining: 1 } } });
    send(clientId, 'execution_start', { prompt_id: promptId });
    send(clientId, 'execution_cached', { nodes: [], prompt_id: promptId });
    const outputs: Record<string, { images: { filename: string; subfolder: string; type: string }[] }> = {};
    for (const [id, node] of Object.entries(prompt)) {
      send(clientId, 'executing', { node: id, display_node: id, prompt_id: promptId });
      await wait(20);
      if ('steps' in node.inputs) {
        for (let step = 1; step <= STEPS; step++) {
          send(clientId, 'progress', { value: step, max: STEPS, prompt_id: promptId, node: id });
          if (step === 2 && gate) await gate;
          await wait(20);
        }
      }
      if (node.class_type === 'SaveImage' || node.class_type === 'PreviewImage') {
        const image = { filename: `ComfyUI_${id}_00001_.png`, subfolder: '', type: node.class_type === 'SaveImage' ? 'output' : 'temp' };
        outputs[id] = { images: [image] };
        send(clientId, 'executed', { node: id, display_node: id, output: { images: [image] }, prompt_id: promptId });
      }
    }
    history[promptId] = {
      prompt: [0, promptId, prompt, {}, Object.keys(outputs)],
      outputs,
      status: { status_str: 'success', completed: true, messages: [] },
    };
    send(clientId, 'executing', { node: null, prompt_id: promptId });
    send(clientId, 'execution_success', { prompt_id: promptId });
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function answer(req: IncomingMessage, res: ServerResponse, url: URL) {
    const path = url.pathname;
    if (req.method === 'GET' && path === '/system_stats') {
      return json(res, 200, {
        system: {
          os: 'posix',
          ram_total: 34e9,
          ram_free: 20e9,
          comfyui_version: options.version ?? '0.33.0',
          python_version: '3.12.3',
          pytorch_version: '2.8.0+cu128',
          embedded_python: false,
          argv: ['main.py'],
        },
        devices: [
          {
            name: 'cuda:0 NVIDIA GeForce RTX 3060 : cudaMallocAsync',
            type: 'cuda',
            index: 0,
            vram_total: (options.vramGb ?? 24) * 2 ** 30,
            vram_free: (options.vramGb ?? 24) * 2 ** 30 * 0.9,
            torch_vram_total: 0,
            torch_vram_free: 0,
          },
        ],
      });
    }
    if (req.method === 'GET' && path === '/object_info') return json(res, 200, options.objectInfo);
    if (req.method === 'GET' && path === '/models') return json(res, 200, Object.keys(models));
    if (req.method === 'GET' && path.startsWith('/models/')) {
      const folder = decodeURIComponent(path.slice('/models/'.length));
      return folder in models ? json(res, 200, models[folder]) : json(res, 404, {});
    }
    if (req.method === 'POST' && path === '/upload/image') {
      const body = (await readBody(req)).toString('latin1');
      const name = /filename="([^"]+)"/.exec(body)?.[1] ?? 'upload.png';
      uploads.push(name);
      return json(res, 200, { name, subfolder: '', type: 'input' });
    }
    if (req.method === 'POST' && path === '/prompt') {
      const { prompt, client_id: clientId } = JSON.parse((await readBody(req)).toString('utf8')) as {
        prompt: ComfyStandin['prompts'][number];
        client_id: string;
      };
      prompts.push(prompt);
      const invalid = validate(prompt, options.objectInfo);
      if (invalid) return json(res, invalid.status, invalid.body);
      const promptId = randomUUID();
      json(res, 200, { prompt_id: promptId, number: prompts.length, node_errors: {} });
      void run(promptId, clientId, prompt);
      return;
    }
    if (req.method === 'GET' && path.startsWith('/history/')) {
      const id = decodeURIComponent(path.slice('/history/'.length));
      return json(res, 200, id in history ? { [id]: history[id] } : {});
    }
    if (req.method === 'GET' && path === '/view') {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(PNG);
    }
    if (req.method === 'GET' && path === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<!doctype html><title>ComfyUI</title>');
    }
    return json(res, 404, {});
  }

  const server = createServer((req, res) => {
    if (options.corsOrigin) {
      res.setHeader('Access-Control-Allow-Origin', options.corsOrigin);
      res.setHeader('Access-Control-Allow-Methods', 'POST, GET, DELETE, PUT, OPTIONS, PATCH');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization');
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    } else if (originRefused(req)) {
      res.writeHead(403);
      return res.end();
    }
    if (req.method === 'OPTIONS') return res.end();
    answer(req, res, new URL(req.url ?? '/', 'http://standin')).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });

  server.on('upgrade', (req, socket) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    if (url.pathname !== '/ws' || (!options.corsOrigin && originRefused(req))) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    const accept = createHash('sha1')
      .update(`${String(req.headers['sec-websocket-key'])}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    const clientId = url.searchParams.get('clientId') ?? randomUUID();
    sockets.set(clientId, socket);
    socket.on('data', (frame: Buffer) => {
      if ((frame[0]! & 0x0f) === 0x8) socket.end(); // a close frame
    });
    socket.on('error', () => sockets.delete(clientId));
    socket.on('close', () => sockets.delete(clientId));
    send(clientId, 'status', { status: { exec_info: { queue_remaining: 0 } }, sid: clientId });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    prompts,
    uploads,
    holdRuns() {
      let release = () => undefined as void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      held = { hold: true, release, gate };
    },
    release: () => held.release(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets.values()) socket.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
