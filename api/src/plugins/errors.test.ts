import { describe, it, expect, beforeAll } from '@jest/globals';
import { type TestSite, testSiteForSuite } from '../../test/helpers.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';

interface Operation {
  method: string;
  url: string;
}

/** Every operation of the OpenAPI document that takes a body, with its path parameters filled in. */
async function bodyOperations(site: TestSite): Promise<Operation[]> {
  const doc = (await site.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const method of Object.keys(methods)) {
      if (!['post', 'put', 'patch'].includes(method)) continue;
      operations.push({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') });
    }
  }
  return operations;
}

describe('malformed request bodies', () => {
  const site = testSiteForSuite();
  let staff: TestAccount;
  let operations: Operation[];
  beforeAll(async () => {
    staff = await createAccount(site.app, { staff: true });
    operations = await bodyOperations(site);
  });

  const bodies: Array<[string, string]> = [
    ['malformed JSON', '{"content": '],
    ['an empty JSON body', ''],
    ['JSON that is not an object', '"text"'],
  ];

  it('has body operations to check', () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
  });

  it.each(bodies)('answers %s with 400 and a message on every route, signed in or not', async (_name, payload) => {
    for (const { method, url } of operations) {
      for (const headers of [{}, staff.headers]) {
        const res = await site.app.inject({
          method: method as 'POST',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
        });
        const answer = `${method} ${url} → ${res.statusCode} ${res.body}`;
        expect(res.statusCode < 500 ? 'below 500' : answer).toBe('below 500');
        if (res.statusCode === 400) expect(typeof res.json().message).toBe('string');
      }
    }
    // The routes that read a JSON body say what was wrong with it.
    const res = await site.app.inject({
      method: 'POST',
      url: '/api/comments/',
      headers: { ...staff.headers, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
  });

  it('answers a malformed multipart form with 400 and a message', async () => {
    const forms = [
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nno end'],
      ['multipart/form-data; boundary=xyz', 'garbage without any boundary'],
      ['multipart/form-data', '--xyz\r\n\r\n'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.json"\r\nContent-Type: application/json\r\n\r\n{"a":1}',
      ],
    ];
    for (const [type, payload] of forms) {
      for (const [method, url] of [
        ['POST', '/api/admin/workflows/'],
        ['PATCH', '/api/admin/workflows/1/'],
      ] as const) {
        const res = await site.app.inject({ method, url, headers: { ...staff.headers, 'content-type': type! }, payload });
        expect(`${method} ${url} ${type}: ${res.statusCode}`).toBe(`${method} ${url} ${type}: ${res.statusCode === 404 ? 404 : 400}`);
        expect(typeof res.json().message).toBe('string');
      }
    }
  });
});
