// jsdom with the Web platform pieces Node has and jsdom lacks (fetch, Response, FormData, MessageChannel…),
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

/**
 * jsdom's FileReader reads only jsdom's own Blobs; with Node's Blob, File and FormData (which Node's
 * fetch can send), files are read the way a browser reads them: onload with the bytes, or onerror.
 */
class BlobFileReader {
  result: ArrayBuffer | null = null;
  error: Error | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readAsArrayBuffer(blob: Blob): void {
    blob.arrayBuffer().then(
      (bytes) => {
        this.result = bytes;
        this.onload?.();
      },
      (error: unknown) => {
        this.error = error instanceof Error ? error : new Error(String(error));
        this.onerror?.();
      },
    );
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
      Blob,
      File,
      FormData,
      FileReader: BlobFileReader,
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
