// The apps' /api/ requests made while rendering a page on the server are answered by this same
// Fastify instance (light-my-request: no socket, no HTTP round trip), as the visitor: their address
// goes along, so rate limits and logs see the visitor, not the server. The shared client wraps this
// transport in its axios adapter.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, HTTPMethods } from 'fastify';

interface RenderScope {
  ip: string;
}

/** One request of the shell's server build, in the shape of `shared`'s HttpTransport. */
export type InProcessTransport = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}) => Promise<{ status: number; statusText: string; headers: Record<string, string>; body: string }>;

const scope = new AsyncLocalStorage<RenderScope>();

/** Runs a page render with the visitor's address in scope for the transport. */
export function withVisitor<T>(ip: string, render: () => Promise<T>): Promise<T> {
  return scope.run({ ip }, render);
}

export function inProcessTransport(app: FastifyInstance): InProcessTransport {
  return async ({ method, url, headers, body }) => {
    const response = await app.inject({
      method: method as HTTPMethods,
      url,
      headers,
      payload: body,
      remoteAddress: scope.getStore()?.ip ?? '127.0.0.1',
    });
    const responseHeaders: Record<string, string> = {};
    for (const [key, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders[key] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return { status: response.statusCode, statusText: response.statusMessage, headers: responseHeaders, body: response.body };
  };
}
