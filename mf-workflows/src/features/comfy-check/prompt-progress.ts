// A queued prompt followed over ComfyUI's WebSocket (/ws?clientId=…): which node runs, how far its
// steps are, which nodes came from the cache, the images each output node made, and the end (done
// or the node that failed). The messages are folded into one state the panel draws.
import type { OutputImage } from './comfy-client.ts';

export interface RunState {
  status: 'waiting' | 'running' | 'done' | 'failed';
  /** The node running now. */
  running: string | null;
  /** Nodes finished or taken from the cache. */
  finished: string[];
  /** Steps of the running node (a sampler's steps). */
  steps: { value: number; max: number } | null;
  images: OutputImage[];
  error: { node: string | null; message: string } | null;
}

export const WAITING: RunState = { status: 'waiting', running: null, finished: [], steps: null, images: [], error: null };

type Message = { type: string; data?: Record<string, unknown> };

function finish(state: RunState, node: string | null): string[] {
  return node && !state.finished.includes(node) ? [...state.finished, node] : state.finished;
}

/** The state after one WebSocket message; messages of other prompts leave it as it is. */
export function applyMessage(state: RunState, message: Message, promptId: string): RunState {
  const data = message.data ?? {};
  if (typeof data.prompt_id === 'string' && data.prompt_id !== promptId) return state;
  switch (message.type) {
    case 'execution_start':
      return { ...state, status: 'running' };
    case 'execution_cached':
      return { ...state, status: 'running', finished: [...new Set([...state.finished, ...((data.nodes as string[]) ?? []).map(String)])] };
    case 'executing': {
      const node = data.node === null || data.node === undefined ? null : String(data.node);
      const finished = finish(state, state.running);
      if (node === null) return { ...state, status: state.status === 'failed' ? 'failed' : 'done', running: null, steps: null, finished };
      return { ...state, status: 'running', running: node, steps: null, finished };
    }
    case 'progress':
      return { ...state, steps: { value: Number(data.value ?? 0), max: Math.max(1, Number(data.max ?? 1)) } };
    case 'executed': {
      const output = (data.output ?? {}) as { images?: OutputImage[] };
      return { ...state, finished: finish(state, String(data.node)), images: [...state.images, ...(output.images ?? [])] };
    }
    case 'execution_success':
      return { ...state, status: 'done', running: null, steps: null, finished: finish(state, state.running) };
    case 'execution_error':
    case 'execution_interrupted':
      return {
        ...state,
        status: 'failed',
        running: null,
        steps: null,
        error: {
          node: data.node_id === undefined ? null : String(data.node_id),
          message:
            message.type === 'execution_interrupted'
              ? 'The run was stopped in ComfyUI.'
              : `${String(data.exception_type ?? 'Error')}: ${String(data.exception_message ?? 'the node failed')}`.trim(),
        },
      };
    default:
      return state;
  }
}

/** The whole run's progress from 0 to 1: finished nodes, plus the running node's steps. */
export function runFraction(state: RunState, nodeCount: number): number {
  if (state.status === 'done') return 1;
  if (nodeCount === 0) return 0;
  const partial = state.steps ? state.steps.value / state.steps.max : 0;
  return Math.min(0.99, (state.finished.length + partial) / nodeCount);
}

/** Opens the socket; resolves once it is open so the prompt is posted with nobody missing a message. */
export function openProgressSocket(url: string, onMessage: (message: Message) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.addEventListener('message', (event: MessageEvent) => {
      if (typeof event.data !== 'string') return; // binary frames are live previews
      try {
        onMessage(JSON.parse(event.data) as Message);
      } catch {
        // not a message of ComfyUI's
      }
    });
    socket.addEventListener('open', () => resolve(socket), { once: true });
    socket.addEventListener('error', () => reject(new Error('ComfyUI did not open its progress connection (/ws).')), { once: true });
  });
}
