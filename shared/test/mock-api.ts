// The API as browser-side tests see it: msw answers the requests the screens send (through the real
// HTTP client), per test file; a request no handler answers fails the test.
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { setupServer, type SetupServer } from 'msw/node';
import type { RequestHandler } from 'msw';

export function mockApi(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
