// Test support: msw answers the HTTP client's requests from a table ("POST token/" → status and
// body), below the real client; every request is recorded.
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string as sent ('' or '?…'). */
  search: string;
  body: unknown;
  authorization: string | null;
}

export function fakeApi(server: SetupServer, routes: Record<string, FakeAnswer | (() => FakeAnswer)>) {
  const requests: RecordedRequest[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const method = request.method;
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api\//, '');
      const text = await request.text();
      requests.push({
        method,
        path,
        search: url.search,
        body: text ? JSON.parse(text) : null,
        authorization: request.headers.get('authorization'),
      });
      const route = routes[`${method} ${path}`];
      const answer = typeof route === 'function' ? route() : (route ?? { status: 404, body: { message: `No fake for ${method} ${path}` } });
      return answer.body === undefined
        ? new HttpResponse(null, { status: answer.status, headers: answer.headers })
        : HttpResponse.json(answer.body, { status: answer.status, headers: answer.headers });
    }),
  );
  return { requests, calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key) };
}

export const NO_GOOGLE = { status: 200, body: { adsenseClient: '', adPreview: false, googleClientId: '', version: '1.0.0' } };
export const WITH_GOOGLE = {
  status: 200,
  body: { adsenseClient: '', adPreview: false, googleClientId: 'client-1.apps.googleusercontent.com', version: '1.0.0' },
};

export const ADA = {
  id: 3,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  mobile_no: null,
  is_paid_member: false,
  is_staff: false,
  date_joined: '2026-01-01T00:00:00.000Z',
  avatar_url: null,
};
