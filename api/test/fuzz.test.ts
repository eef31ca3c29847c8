// Fuzzing every operation of the OpenAPI document (/api/docs/json) with malformed requests built by
// fast-check: wrong and extreme path and query values, bodies of the wrong shape and type, broken
// JSON, forms and multipart, odd content types and tokens, anonymous and staff callers. No answer may
// be a 5xx other than a 503 the operation documents, and none may take 2 s or more.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import fc from 'fast-check';
import { createAccount, type TestAccount } from './accounts.ts';
import { createTestSite, type TestSite } from './helpers.ts';

interface JsonSchema {
  properties?: Record<string, unknown>;
  /** A named schema of the document's components ('#/components/schemas/NewComment'). */
  $ref?: string;
}

interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  takesBody: boolean;
  documents503: boolean;
}

interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

const REQUESTS_PER_OPERATION = 75;
const MINIMUM_REQUESTS = 2000;
const SLOW_MS = 2000;

/** Values that break naive parsing: extreme numbers, NUL, traversal, very long text, markup, SQL. */
const nasty = fc.constantFrom(
  '',
  '0',
  '-1',
  '1e309',
  'NaN',
  '99999999999999999999999',
  '2147483648',
  '-2147483649',
  '%00',
  '\u0000',
  '../../etc/passwd',
  '..%2F..%2F',
  'a'.repeat(5000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{"$gt":""}',
  '\uD800',
  '😀'.repeat(50),
  'null',
  'true',
  '[]',
  '{}',
);
const text = fc.oneof(nasty, fc.string({ maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.integer().map(String));
/** Percent-encodes; a lone surrogate, which has no UTF-8 form, becomes the bytes of one (invalid UTF-8). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}
/** URL-encodes, or (sometimes) leaves raw characters that need encoding. */
const urlPart = fc.tuple(text, fc.boolean()).map(([value, raw]) => (raw ? value.replace(/[#?/\s]/g, '') : encode(value)));
const jsonValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), nasty, fc.constant(null), fc.double(), fc.bigInt().map(String));

function multipartBody(parts: Array<{ name: string; value: string; file: boolean }>, truncate: boolean): string {
  const body = parts
    .map(
      (p) =>
        `--fuzz\r\nContent-Disposition: form-data; name="${p.name}"${p.file ? '; filename="f.json"' : ''}\r\n${p.file ? 'Content-Type: application/json\r\n' : ''}\r\n${p.value}\r\n`,
    )
    .join('');
  return truncate ? body.slice(0, Math.max(0, body.length - 7)) : `${body}--fuzz--\r\n`;
}

function bodyArbitrary(op: Operation): fc.Arbitrary<{ type: string | null; payload: string | undefined }> {
  const fields = op.bodyFields.length > 0 ? op.bodyFields : ['file', 'thumbnail', 'title', 'content'];
  const wrongShape = fc
    .dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 12 })), jsonValue, { maxKeys: 6 })
    .map((o) => JSON.stringify(o));
  return fc.oneof(
    fc.record({ type: fc.constant('application/json'), payload: wrongShape }),
    fc.record({ type: fc.constant('application/json'), payload: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)) }),
    fc.record({
      type: fc.constant('application/json'),
      payload: fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('', '{', '{"a":', '[1,', 'nul')),
    }),
    fc.record({
      type: fc.constant('application/x-www-form-urlencoded'),
      payload: fc
        .array(fc.tuple(fc.constantFrom(...fields), text), { maxLength: 5 })
        .map((pairs) => pairs.map(([k, v]) => `${k}=${encode(v)}`).join('&')),
    }),
    fc.record({
      type: fc.constantFrom('multipart/form-data; boundary=fuzz', 'multipart/form-data', 'multipart/form-data; boundary='),
      payload: fc
        .tuple(
          fc.array(fc.record({ name: fc.constantFrom(...fields, '__proto__'), value: text, file: fc.boolean() }), { maxLength: 4 }),
          fc.boolean(),
        )
        .map(([parts, truncate]) => multipartBody(parts, truncate)),
    }),
    fc.record({
      type: fc.constantFrom('text/plain', 'application/xml', 'application/json; charset=latin1', 'application/octet-stream'),
      payload: text,
    }),
    fc.record({ type: fc.constant(null), payload: fc.constant(undefined) }),
  );
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let site: TestSite;
  let staff: TestAccount;
  let operations: Operation[];
  let sent = 0;
  const statuses = new Map<number, number>();
  beforeAll(async () => {
    site = await createTestSite({ articles: [{ section: 'blog', slug: 'fuzzed', title: 'Fuzzed' }] });
    staff = await createAccount(site.app, { staff: true });
    const doc = (await site.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: Array<{ in: string; name: string }>;
            requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
            responses?: Record<string, unknown>;
          }
        >
      >;
      components?: { schemas?: Record<string, JsonSchema> };
    };
    const named = (schema?: JsonSchema) => (schema?.$ref ? doc.components?.schemas?.[schema.$ref.split('/').at(-1)!] : schema);
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(named(op.requestBody?.content?.['application/json']?.schema)?.properties ?? {}),
        takesBody: method !== 'get' && method !== 'delete',
        documents503: Object.hasOwn(op.responses ?? {}, '503'),
      })),
    );
  });
  afterAll(async () => {
    await site.close();
  });

  function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
    const path = fc.tuple(...op.pathParams.map(() => urlPart)).map((values) => {
      let url = op.path;
      op.pathParams.forEach((name, i) => (url = url.replace(`{${name}}`, values[i] ?? '')));
      return url;
    });
    const query = fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...op.queryParams, 'unknown'), fc.string({ maxLength: 8 })), urlPart), {
        maxLength: op.queryParams.length + 2,
      })
      .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${encode(k)}=${v}`).join('&')}` : ''));
    const auth = fc.constantFrom<Record<string, string>>(
      {},
      staff.headers,
      { authorization: 'Bearer not.a.token' },
      { authorization: 'Basic x' },
    );
    const body = op.takesBody ? bodyArbitrary(op) : fc.constant({ type: null, payload: undefined });
    return fc
      .record({ path, query, auth, body, ip: fc.integer({ min: 1, max: 254 }) })
      .map(({ path: p, query: q, auth: a, body: b, ip }) => ({
        url: `${p}${q}`,
        headers: { ...a, ...(b.type ? { 'content-type': b.type } : {}) },
        payload: b.payload,
        remoteAddress: `198.18.0.${ip}`,
      }));
  }

  it(`sends at least ${MINIMUM_REQUESTS} malformed requests: no undocumented 5xx, none slower than ${SLOW_MS} ms`, async () => {
    expect(operations.length).toBeGreaterThanOrEqual(25);
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op), async (request) => {
          const started = performance.now();
          const res = await site.app.inject({ method: op.method, ...request });
          const ms = performance.now() - started;
          sent += 1;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const allowed = res.statusCode < 500 || (res.statusCode === 503 && op.documents503);
          if (!allowed || ms >= SLOW_MS) {
            throw new Error(`${op.method} ${request.url} → ${res.statusCode} in ${Math.round(ms)} ms: ${res.body.slice(0, 300)}`);
          }
        }),
        { numRuns: REQUESTS_PER_OPERATION, seed: Number(process.env.FUZZ_SEED ?? 20261124) },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
    process.stdout.write(
      `fuzz: ${sent} requests over ${operations.length} operations; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}\n`,
    );
  }, 240_000);
});
