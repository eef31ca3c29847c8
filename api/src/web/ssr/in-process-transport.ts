// The apps' /api/ requests made while rendering a page on the server are answered by this same
// Fastify instance (light-my-request: no socket, no HTTP round trip), as the visitor: their address
// goes along, so rate limits and logs see the visitor, not the server. The shared client wraps this
// transport in its axios adapter.
//
// A GET the page's loader already answered (PageAnswers: the route's own answer, read once for the
// page's head and status, or the lists a page shows) is answered from there without entering Fastify
// again, with the answer's value rather than its JSON text (no serialize and parse again).
//
// A render's calls end with its budget: once it is spent the render leaves the sections still
// waiting to the browser, so their calls fail at once, and their database work stops waiting for a
// pooled connection (db/render-budget.ts) instead of holding the pool for requests that count.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { untilAborted, withRenderBudget } from '../../db/render-budget.ts';
import type { PageAnswers } from '../../lib/page-answers.ts';

interface RenderScope {
  ip: string;
  signal: AbortSignal;
  answers: PageAnswers | undefined;
}

/** One request of the shell's server build, in the shape of `shared`'s HttpTransport. */
export type InProcessTransport = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}) => Promise<{ status: number; statusText: string; headers: Record<string, string> } & ({ body: string } | { data: unknown })>;

const scope = new AsyncLocalStorage<RenderScope>();

/**
 * The reason a finished render's signal is aborted with: made once, as `abort()` without one builds a
 * DOMException (and its stack) on every render; the calls that see it fail with their own message.
 */
const RENDER_ENDED = new Error('the page render has ended');

/**
 * Runs a page render with the visitor's address and the loader's answers in scope for the transport;
 * its calls end after `budgetMs`.
 */
export async function withVisitor<T>(ip: string, budgetMs: number, render: () => Promise<T>, answers?: PageAnswers): Promise<T> {
  const budget = new AbortController();
  const timer = setTimeout(() => budget.abort(), budgetMs);
  try {
    return await scope.run({ ip, signal: budget.signal, answers }, () => withRenderBudget(budget.signal, render));
  } finally {
    clearTimeout(timer);
    budget.abort(RENDER_ENDED);
  }
}

export function inProcessTransport(app: FastifyInstance): InProcessTransport {
  return async ({ method, url, headers, body }) => {
    const visit = scope.getStore();
    const loaded = method === 'GET' ? visit?.answers?.get(url) : undefined;
    if (loaded) {
      return {
        status: loaded.status,
        statusText: loaded.status === 200 ? 'OK' : 'Not Found',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        data: loaded.data,
        // The text, for a shell built before the client took values (a bench running this API on
        // another checkout's build): written only if such a client asks for it.
        get body() {
          return JSON.stringify(loaded.data);
        },
      };
    }
    const response = await untilAborted(
      app.inject({ method: method as HTTPMethods, url, headers, payload: body, remoteAddress: visit?.ip ?? '127.0.0.1' }),
      visit?.signal,
    );
    const responseHeaders: Record<string, string> = {};
    for (const [key, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders[key] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return { status: response.statusCode, statusText: response.statusMessage, headers: responseHeaders, body: response.body };
  };
}
