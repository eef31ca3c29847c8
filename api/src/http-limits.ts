// How long a client may take and how many connections it may hold, so slow or numerous clients
// cannot starve the others: the whole request (headers and body) must arrive within
// REQUEST_TIMEOUT_MS (408 otherwise), its headers within 10 s at most, an idle connection is closed
// after REQUEST_TIMEOUT_MS and an idle keep-alive one after 5 s; at most MAX_CONNECTIONS are open,
// and, where no proxy is trusted (clients connect directly), at most MAX_CONNECTIONS_PER_IP per
// address: a connection over a cap is closed at once.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

type Limits = Pick<Config, 'requestTimeoutMs' | 'maxConnections' | 'maxConnectionsPerIp' | 'trustProxy'>;

const HEADERS_TIMEOUT_MS = 10_000;
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
const MAX_REQUESTS_PER_SOCKET = 1000;

/** Fastify's server options for the time-outs. */
export function timeoutOptions(limits: Limits): Pick<
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

/** Closes connections over the caps as they arrive. */
export function capConnections(server: Server, limits: Limits): void {
  server.maxConnections = limits.maxConnections;
  if (limits.trustProxy !== false || limits.maxConnectionsPerIp === 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerIp) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
