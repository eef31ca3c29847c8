// A small HTTP load generator for the benches: `connections` keep-alive connections each sending
// the next request as soon as the last answer ended, for a time or a number of requests. It speaks
// HTTP/1.1 over plain sockets and reads only what it needs of an answer (status, Content-Length or
// chunked framing, Connection: close): on a 2-core machine the load generator shares the cores with
// the server, and Node's http client spent about as much CPU per request as the server it measured
// (~80 µs against ~25 µs here, docs/decisions/0031), so it capped the req/s the benches could see.
import { connect, type Socket } from 'node:net';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Map<number, number>;
  /** Answers marked `Cache-Control: private`: for an anonymous page, one not rendered in full (shed under load). */
  privateAnswers: number;
  /** Requests whose connection the server reset or closed before answering (counted, then a new connection). */
  resets: number;
  /** CPU time this load generator spent per request, µs (its share of the machine). */
  clientCpuMicros: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** Socket errors of a server that drops a connection under load: the request failed, the bench goes on. */
const DROPPED = new Set(['ECONNRESET', 'EPIPE']);

interface Answer {
  status: number;
  /** Bytes of `buffer` the answer took, head and body. */
  length: number;
  close: boolean;
  private: boolean;
}

/** The answer at the start of `buffer` once all of it has arrived, else null. */
function parseAnswer(buffer: Buffer): Answer | null {
  const headEnd = buffer.indexOf(HEADER_END);
  if (headEnd < 0) return null;
  const head = buffer.toString('latin1', 0, headEnd);
  const status = Number(head.slice(9, 12));
  const close = /\r\nconnection:\s*close/i.test(head);
  const isPrivate = /\r\ncache-control:\s*private/i.test(head);
  const bodyStart = headEnd + 4;
  if (status === 204 || status === 304 || (status >= 100 && status < 200)) return { status, length: bodyStart, close, private: isPrivate };
  const contentLength = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (contentLength) {
    const length = bodyStart + Number(contentLength[1]);
    return buffer.length >= length ? { status, length, close, private: isPrivate } : null;
  }
  if (!/\r\ntransfer-encoding:[^\r]*chunked/i.test(head)) throw new Error(`An answer without a length (status ${status}).`);
  let at = bodyStart;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (size === 0) {
      const trailerEnd = buffer.indexOf(HEADER_END, lineEnd);
      const end = buffer.indexOf('\r\n', lineEnd + 2) === lineEnd + 2 ? lineEnd + 4 : trailerEnd < 0 ? -1 : trailerEnd + 4;
      return end < 0 ? null : { status, length: end, close, private: isPrivate };
    }
    at = lineEnd + 2 + size + 2;
    if (buffer.length < at) return null;
  }
}

export async function load(
  base: string,
  nextPath: () => string,
  { connections, seconds, requests }: { connections: number; seconds?: number; requests?: number },
): Promise<LoadResult> {
  const { hostname, port, host } = new URL(base);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const until = seconds === undefined ? Infinity : started + seconds * 1000;
  let sent = 0;
  let resets = 0;
  let privateAnswers = 0;
  const more = () => performance.now() < until && (requests === undefined || sent < requests);

  const worker = () =>
    new Promise<void>((resolve, reject) => {
      let socket: Socket;
      let pending: Buffer = Buffer.alloc(0);
      let begun = 0;
      const open = () => {
        pending = Buffer.alloc(0);
        socket = connect({ host: hostname, port: Number(port || 80), noDelay: true });
        socket.on('connect', send);
        socket.on('data', received);
        socket.on('error', (error: NodeJS.ErrnoException) => {
          if (!DROPPED.has(error.code ?? '')) {
            reject(error);
            return;
          }
          resets += 1;
          reconnect();
        });
      };
      /** Drops this connection; opens the next one while there is more to send. */
      const reconnect = () => {
        socket.removeAllListeners();
        socket.destroy();
        if (more()) open();
        else resolve();
      };
      function send() {
        if (!more()) {
          socket.end();
          resolve();
          return;
        }
        sent += 1;
        begun = performance.now();
        socket.write(`GET ${nextPath()} HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: br\r\n\r\n`);
      }
      function received(chunk: Buffer) {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        let answer: Answer | null;
        try {
          answer = parseAnswer(pending);
        } catch (error) {
          reject(error as Error);
          return;
        }
        if (!answer) return;
        latencies.push(performance.now() - begun);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.private) privateAnswers += 1;
        pending = pending.subarray(answer.length);
        if (!answer.close) {
          send();
          return;
        }
        reconnect();
      }
      open();
    });

  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses,
    privateAnswers,
    resets,
    clientCpuMicros: (cpu.user + cpu.system) / Math.max(1, latencies.length),
  };
}
