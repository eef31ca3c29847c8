// Test support: answers the HTTP client's requests from a table ("POST token/" → status and body),
// replacing only `fetch` below the real client; every request is recorded.
import { jest } from '@jest/globals';

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

export function fakeApi(routes: Record<string, FakeAnswer | (() => FakeAnswer)>) {
  const requests: RecordedRequest[] = [];
  const fetchStub = jest.fn<typeof fetch>(async (input, init) => {
    const path =
      String(input)
        .replace(/^\/api\//, '')
        .split('?')[0] ?? '';
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    requests.push({
      method,
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      authorization: headers.get('authorization'),
    });
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route() : (route ?? { status: 404, body: { message: `No fake for ${method} ${path}` } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  globalThis.fetch = fetchStub;
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
