import { describe, expect, it, jest, beforeEach, afterEach } from '@jest/globals';
import { http as mock, HttpResponse } from 'msw';
import { mockApi } from '../../test/mock-api.ts';
import { createUser } from '../../test/fixtures.ts';
import { authEvents$, getSession, signedIn, signedOut } from '../auth/session-bus.ts';
import { ApiError } from './api-error.ts';
import { http, REQUEST_TIMEOUT_MS } from './client.ts';

const api = mockApi();
const user = createUser({ date_joined: '2026-01-05T10:00:00Z' });

function failure(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => Promise.reject(new Error('the request succeeded')),
    (error: unknown) => (error instanceof ApiError ? error : Promise.reject(error)),
  );
}

beforeEach(() => signedOut());
afterEach(() => {
  jest.useRealTimers();
});

describe('the shared HTTP client', () => {
  it('sends the query without empty values and answers the JSON body', async () => {
    api.use(mock.get('/api/workflows/', ({ request }) => HttpResponse.json({ url: request.url })));
    const answer = await http.get<{ url: string }>('workflows/', { query: { page: 1, search: 'flux lora', tag: '', sort: undefined } });
    expect(answer.url).toBe('http://localhost/api/workflows/?page=1&search=flux+lora');
  });

  it('sends the bearer token, and none when asked not to', async () => {
    signedIn({ access: 'access-1', refresh: 'refresh-1' }, user);
    api.use(mock.get('/api/me/', ({ request }) => HttpResponse.json({ authorization: request.headers.get('authorization') })));
    expect(await http.get('me/')).toEqual({ authorization: 'Bearer access-1' });
    expect(await http.get('me/', { auth: false })).toEqual({ authorization: null });
  });

  it('says the server took too long after the time-out, and leaves no timer once an answer is read', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    api.use(
      // Never answers (msw's delay('infinite') would be a timer of its own).
      mock.get('/api/slow/', () => new Promise<never>(() => undefined)),
      mock.get('/api/fast/', () => HttpResponse.json({ ok: true })),
    );
    const slow = failure(http.get('slow/'));
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const error = await slow;
    expect([error.status, error.message]).toEqual([0, 'The server took too long to answer. Please try again.']);

    expect(await http.get('fast/')).toEqual({ ok: true });
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(jest.getTimerCount()).toBe(0);
  });

  it('says the server cannot be reached when the network fails', async () => {
    api.use(mock.get('/api/articles/', () => HttpResponse.error()));
    const error = await failure(http.get('articles/'));
    expect([error.status, error.message]).toEqual([0, 'Could not reach the server. Check your connection and try again.']);
  });

  it('refreshes the token once for many requests that hit 401 together, then repeats them', async () => {
    signedIn({ access: 'expired', refresh: 'refresh-1' }, user);
    const refreshes: unknown[] = [];
    api.use(
      mock.post('/api/token/refresh/', async ({ request }) => {
        refreshes.push(await request.json());
        return HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' });
      }),
      mock.get('/api/items/:id/', ({ request, params }) =>
        request.headers.get('authorization') === 'Bearer access-2'
          ? HttpResponse.json({ id: Number(params.id) })
          : HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
      ),
    );
    const answers = await Promise.all([1, 2, 3].map((id) => http.get(`items/${id}/`)));
    expect(answers).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(refreshes).toEqual([{ refresh: 'refresh-1' }]);
    expect(getSession().token).toEqual({ access: 'access-2', refresh: 'refresh-2' });
  });

  it('signs out when the refresh fails, and the caller gets the 401', async () => {
    signedIn({ access: 'expired', refresh: 'revoked' }, user);
    const events: string[] = [];
    const subscription = authEvents$.subscribe((event) => events.push(event.type));
    api.use(
      mock.post('/api/token/refresh/', () => HttpResponse.json({ message: 'Token is invalid' }, { status: 401 })),
      mock.get('/api/me/', () => HttpResponse.json({ message: 'Token expired' }, { status: 401 })),
    );
    const error = await failure(http.get('me/'));
    subscription.unsubscribe();
    expect([error.status, error.message]).toEqual([401, 'Token expired']);
    expect(getSession().token).toBeNull();
    expect(getSession().currentUser).toBeNull();
    expect(events).toEqual(['signed-out']);
  });

  it('maps a 400 to its message and field errors, and a 429 to its Retry-After', async () => {
    api.use(
      mock.post('/api/register/', () =>
        HttpResponse.json({ message: 'The request is not valid.', errors: { email: 'Enter a valid email address.' } }, { status: 400 }),
      ),
      mock.post('/api/contact/', () =>
        HttpResponse.json({ message: 'Too many messages.' }, { status: 429, headers: { 'Retry-After': '60' } }),
      ),
    );
    const invalid = await failure(http.post('register/', { email: 'asha' }, { auth: false }));
    expect([invalid.status, invalid.message, invalid.fieldErrors]).toEqual([
      400,
      'The request is not valid.',
      { email: 'Enter a valid email address.' },
    ]);
    const limited = await failure(http.post('contact/', { message: 'Hi' }));
    expect([limited.status, limited.message, limited.retryAfterSeconds]).toEqual([429, 'Too many messages.', 60]);
  });

  it('answers nothing for a 204', async () => {
    api.use(mock.delete('/api/comments/3/', () => new HttpResponse(null, { status: 204 })));
    await expect(http.delete('comments/3/')).resolves.toBeUndefined();
  });
});
