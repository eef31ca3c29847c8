// The server render's requests: the shared client's axios adapter over this transport reaches the
// Fastify routes in-process, as the visitor, with the client's usual answers and errors.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import Fastify from 'fastify';
import { ApiError } from '../../../../shared/src/http/api-error.ts';
import { http, setHttpTransport } from '../../../../shared/src/http/client.ts';
import { createPageAnswers } from '../../lib/page-answers.ts';
import { inProcessTransport, withVisitor } from './in-process-transport.ts';

const app = Fastify();
app.get('/api/echo/', async (request) => ({ ip: request.ip, query: request.query, accept: request.headers.accept }));
app.post('/api/echo/', async (request, reply) => reply.code(201).send({ body: request.body }));
app.post('/api/register/', async (_request, reply) =>
  reply.code(400).send({ message: 'The request is not valid.', errors: { email: 'Enter a valid email address.' } }),
);
app.delete('/api/echo/', async (_request, reply) => reply.code(204).send());
/** The slow route answers only when the test lets it. */
let answerSlow: () => void = () => undefined;
let slowAnswered = false;
app.get('/api/slow/', async () => {
  await new Promise<void>((resolve) => (answerSlow = resolve));
  slowAnswered = true;
  return { late: true };
});

beforeAll(async () => {
  await app.ready();
  setHttpTransport(inProcessTransport(app));
});
afterAll(() => app.close());

describe('the in-process transport of server renders', () => {
  it('answers GETs as the visitor, with the query', async () => {
    const answer = await withVisitor('203.0.113.9', 1000, () => http.get('echo/', { query: { search: 'flux lora', page: 2, tag: '' } }));
    expect(answer).toEqual({ ip: '203.0.113.9', query: { search: 'flux lora', page: '2' }, accept: 'application/json' });
  });

  it('sends JSON bodies and answers nothing for a 204', async () => {
    expect(await http.post('echo/', { content: 'Hi' })).toEqual({ body: { content: 'Hi' } });
    await expect(http.delete('echo/')).resolves.toBeUndefined();
  });

  it('maps an error answer to an ApiError with its field errors', async () => {
    const error = await http.post('register/', { email: 'asha' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).status, (error as ApiError).fieldErrors]).toEqual([400, { email: 'Enter a valid email address.' }]);
  });

  it("answers the GETs the page's loader read from there, as the API's answers, without entering Fastify", async () => {
    const answers = createPageAnswers();
    const list = { results: [], count: 0, page: 1, page_size: 4 };
    answers.put('GET articles/', {}, list, { featured: true, page_size: 4 });
    answers.putNotFound('GET articles/:section/:slug/', { section: 'blog', slug: 'gone' }, 'No article blog/gone.');
    const inject = jest.spyOn(app, 'inject');
    const calls = await withVisitor(
      '203.0.113.9',
      1000,
      async () => ({
        list: await http.get('articles/', { query: { page_size: 4, featured: true } }),
        missing: await http.get('articles/blog/gone/').catch((caught: unknown) => caught),
      }),
      answers,
    );
    expect(calls.list).toEqual(list);
    expect(calls.missing).toBeInstanceOf(ApiError);
    expect([(calls.missing as ApiError).status, (calls.missing as ApiError).message]).toEqual([404, 'No article blog/gone.']);
    expect(inject).not.toHaveBeenCalled();
    inject.mockRestore();
  });

  it("gives up a render's calls when its budget ends, and makes none after", async () => {
    const calls = await withVisitor('203.0.113.9', 200, async () => {
      const slow = await http.get('slow/').catch((caught: unknown) => caught);
      const after = await http.get('echo/').catch((caught: unknown) => caught);
      return { slow, after };
    });
    // Given up while the slow route still had not answered (it answers only now).
    expect(slowAnswered).toBe(false);
    answerSlow();
    expect(calls.slow).toBeInstanceOf(Error);
    expect(calls.after).toBeInstanceOf(Error);
  });
});
