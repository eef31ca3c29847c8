// jsdom with the Web platform pieces Node has and jsdom lacks (fetch, Response, MessageChannel…),
// taken from Node itself so component tests run the real HTTP client against msw.
import { TestEnvironment } from 'jest-environment-jsdom';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';

type Listener = ((event: { data: unknown }) => void) | null;

/**
 * React's scheduler posts through a MessageChannel. Node's ports keep the process alive after the
 * tests; this one delivers on the (fakeable) timer queue like a browser task.
 */
class TaskMessageChannel {
  readonly port1 = new TaskPort();
  readonly port2 = new TaskPort();
  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}

class TaskPort {
  peer: TaskPort | null = null;
  onmessage: Listener = null;
  postMessage(data: unknown): void {
    const target = this.peer;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  start(): void {}
  close(): void {
    this.onmessage = null;
  }
}

export default class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Response,
      Request,
      Headers,
      MessageChannel: TaskMessageChannel,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      WritableStream,
      TransformStream,
      BroadcastChannel,
      structuredClone,
      AbortController,
      AbortSignal,
    });
  }
}
