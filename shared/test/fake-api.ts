// Test support: msw answers the HTTP client's requests from a table ("POST token/" → status and
// body, or a function of the request), below the real client; every request is recorded.
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  /** The path after /api/ ('comments/'). */
  path: string;
  /** The query string as sent ('' or '?…'). */
  search: string;
  /** The URL as the client sent it, without the origin ('/api/comments/?postSlug=…'). */
  url: string;
  /** The parsed JSON body, the FormData of a multipart body, or null when there is none. */
  body: unknown;
  authorization: string | null;
}

export type FakeRoute = FakeAnswer | ((request: RecordedRequest) => FakeAnswer);

/** An answer with a JSON body: `json(list)`, `json({ detail: '…' }, 404)`. */
export const json = (body: unknown, status = 200): FakeAnswer => ({ status, body });

export function fakeApi(server: SetupServer, routes: Record<string, FakeRoute>) {
  const requests: RecordedRequest[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const method = request.method;
      const url = new URL(request.url);
      const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data') ?? false;
      const text = multipart ? '' : await request.text();
      const recorded: RecordedRequest = {
        method,
        path: url.pathname.replace(/^\/api\//, ''),
        search: url.search,
        url: `${url.pathname}${url.search}`,
        body: multipart ? await request.formData() : text ? JSON.parse(text) : null,
        authorization: request.headers.get('authorization'),
      };
      requests.push(recorded);
      const route = routes[`${method} ${recorded.path}`];
      const answer =
        typeof route === 'function'
          ? route(recorded)
          : (route ?? { status: 404, body: { message: `No fake for ${method} ${recorded.path}` } });
      return answer.body === undefined
        ? new HttpResponse(null, { status: answer.status, headers: answer.headers })
        : HttpResponse.json(answer.body, { status: answer.status, headers: answer.headers });
    }),
  );
  return { requests, calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key) };
}
