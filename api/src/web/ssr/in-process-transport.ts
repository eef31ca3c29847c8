// The apps' /api/ requests made while rendering a page on the server are answered by this same
// Fastify instance (light-my-request: no socket, no HTTP round trip), as the visitor: their address
// goes along, so rate limits and logs see the visitor, not the server.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

interface RenderScope {
  ip: string;
}

const scope = new AsyncLocalStorage<RenderScope>();

/** Runs a page render with the visitor's address in scope for the transport. */
export function withVisitor<T>(ip: string, render: () => Promise<T>): Promise<T> {
  return scope.run({ ip }, render);
}

export function inProcessTransport(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: scope.getStore()?.ip ?? '127.0.0.1',
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.body, { status: response.statusCode, headers: responseHeaders });
  };
}
