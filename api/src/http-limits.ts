// How long a client may take and how many connections it may hold, so slow or numerous clients
// cannot starve the others: the whole request (headers and body) must arrive within
// REQUEST_TIMEOUT_MS (408 otherwise) and at MIN_UPLOAD_BYTES_PER_SECOND at least once its first
// UPLOAD_GRACE_MS are over (else the connection is closed), its headers within 10 s at most; an idle
// connection is closed after REQUEST_TIMEOUT_MS and an idle keep-alive one after 5 s. At most
// MAX_CONNECTIONS are open: a new connection over it closes the oldest one still sending its request
// (or waiting idle for the next), so clients that hold connections without finishing a request
// cannot lock the others out; only when every connection is busy being answered is the new one
// closed. Where no proxy is trusted (clients connect directly), at most MAX_CONNECTIONS_PER_IP are
// open per address, an IPv6 client counted by its /64 (lib/client-address.ts).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { clientKey } from './lib/client-address.ts';

type Limits = Pick<Config, 'requestTimeoutMs' | 'maxConnections' | 'maxConnectionsPerIp' | 'trustProxy' | 'minUploadBytesPerSecond'>;

const HEADERS_TIMEOUT_MS = 10_000;
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
const MAX_REQUESTS_PER_SOCKET = 1000;
/** A request may send nothing this long before its upload rate counts. */
export const UPLOAD_GRACE_MS = 2000;
/** How often the upload rates are checked. */
const RATE_CHECK_MS = 500;

/** Fastify's server options for the time-outs. */
export function timeoutOptions(limits: Pick<Limits, 'requestTimeoutMs'>): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout' | 'maxRequestsPerSocket'
> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  const headersTimeout = Math.min(HEADERS_TIMEOUT_MS, limits.requestTimeoutMs);
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: Math.min(KEEP_ALIVE_TIMEOUT_MS, limits.requestTimeoutMs),
    maxRequestsPerSocket: MAX_REQUESTS_PER_SOCKET,
    // Node checks the request and header time-outs this often (30 s by default: too late to matter).
    http: { headersTimeout, connectionsCheckingInterval: Math.min(1000, headersTimeout) },
  };
}

interface Connection {
  /**
   * waiting: no request yet, or idle between two (kept alive); uploading: its headers are in, its body
   * is not; answering: the whole request is in. Only the first two may be closed to make room.
   */
  phase: 'waiting' | 'uploading' | 'answering';
  /** When the phase began. */
  since: number;
  /** socket.bytesRead when the request's headers were in. */
  bytesAtStart: number;
  request: IncomingMessage | null;
}

/** Caps the open connections (the oldest not being answered closed first), per address, and the slowest uploads. */
export function capConnections(server: Server, limits: Limits): void {
  const connections = new Map<Socket, Connection>();
  const perAddress = new Map<string, number>();
  const capPerAddress = limits.trustProxy === false && limits.maxConnectionsPerIp > 0;

  const settle = (state: Connection) => {
    if (state.phase === 'uploading' && state.request?.complete) state.phase = 'answering';
  };
  const oldestSender = (): Socket | null => {
    let oldest: [Socket, number] | null = null;
    for (const [socket, state] of connections) {
      settle(state);
      if (state.phase !== 'answering' && (!oldest || state.since < oldest[1])) oldest = [socket, state.since];
    }
    return oldest?.[0] ?? null;
  };

  server.on('connection', (socket: Socket) => {
    if (connections.size >= limits.maxConnections) {
      const victim = oldestSender();
      if (!victim) {
        socket.destroy();
        return;
      }
      victim.destroy();
      connections.delete(victim);
    }
    const address = clientKey(socket.remoteAddress ?? '');
    if (capPerAddress) {
      const count = (perAddress.get(address) ?? 0) + 1;
      if (count > limits.maxConnectionsPerIp) {
        socket.destroy();
        return;
      }
      perAddress.set(address, count);
    }
    connections.set(socket, { phase: 'waiting', since: Date.now(), bytesAtStart: 0, request: null });
    socket.once('close', () => {
      connections.delete(socket);
      if (!capPerAddress) return;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const state = connections.get(request.socket);
    if (!state) return;
    Object.assign(state, { phase: 'uploading', since: Date.now(), bytesAtStart: request.socket.bytesRead, request });
    settle(state);
    response.once('finish', () => Object.assign(state, { phase: 'waiting', since: Date.now(), request: null }));
  });

  if (limits.minUploadBytesPerSecond === 0) return;
  const checkRates = () => {
    const now = Date.now();
    for (const [socket, state] of connections) {
      settle(state);
      if (state.phase !== 'uploading') continue;
      const elapsed = now - state.since - UPLOAD_GRACE_MS;
      if (elapsed > 0 && socket.bytesRead - state.bytesAtStart < (limits.minUploadBytesPerSecond * elapsed) / 1000) socket.destroy();
    }
  };
  let timer: NodeJS.Timeout | null = null;
  server.on('listening', () => {
    timer = setInterval(checkRates, RATE_CHECK_MS);
    timer.unref();
  });
  server.on('close', () => {
    if (timer) clearInterval(timer);
  });
}
