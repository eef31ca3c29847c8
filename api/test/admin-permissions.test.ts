// The staff permission matrix: every route of the staff area in the OpenAPI document, under
// /api/admin/ or a deprecated alias of an old staff URL (so routes any feature adds are covered
// without touching this file), answers 401 to visitors, 403 to signed-in users and paid members, and
// lets staff through. Then the spec's user and dashboard routes.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAccount, type TestAccount } from './accounts.ts';
import { createTestSite, type TestSite } from './helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
}

interface Operation {
  deprecated?: boolean;
  tags?: string[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** A value that fits the schema: required fields only, the first choice of each enum or union. */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return {};
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sample(choices[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part) as object));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties?.[key])]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items));
    case 'string':
      return schema.format === 'email' ? 'someone@example.com' : 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    default:
      return {};
  }
}

interface AdminRoute {
  method: Method;
  path: string;
  url: string;
  body: unknown;
}

const ADMIN_PREFIX = '/api/admin/';

/** A staff route: under /api/admin/, or an old staff URL kept as a deprecated alias (tagged admin). */
const isStaffRoute = (path: string, operation: Operation) =>
  path.startsWith(ADMIN_PREFIX) || (operation.deprecated === true && (operation.tags ?? []).includes('admin'));

describe('permission matrix of the staff API', () => {
  let site: TestSite;
  let user: TestAccount;
  let paid: TestAccount;
  let staff: TestAccount;
  let routes: AdminRoute[];
  beforeAll(async () => {
    site = await createTestSite({ articles: [{ section: 'blog', slug: 'hello', title: 'Hello' }] });
    staff = await createAccount(site.app, { staff: true });
    user = await createAccount(site.app);
    paid = await createAccount(site.app, { paid: true });
    const docs = await site.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = docs.json().paths as Record<string, Record<string, Operation>>;
    routes = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method) && isStaffRoute(path, operation))
        .map(([method, operation]) => {
          const content = operation.requestBody?.content ?? {};
          const schema = (content['application/json'] ?? Object.values(content)[0])?.schema;
          return {
            method: method.toUpperCase() as Method,
            path,
            // A valid-looking id wherever the path takes one.
            url: path.replace(/\{[^}]+\}/g, '1'),
            body: operation.requestBody ? sample(schema) : undefined,
          };
        }),
    );
  });
  afterAll(async () => {
    await site.close();
  });

  const call = (route: AdminRoute, who: TestAccount | null) =>
    site.app.inject({
      method: route.method,
      url: route.url,
      headers: who ? who.headers : {},
      ...(route.body === undefined ? {} : { payload: route.body as object }),
    });

  it('finds the staff routes in the OpenAPI document', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users/',
        'PATCH /api/admin/users/{id}/',
        'GET /api/admin/users/{id}/comments/',
        'GET /api/admin/audit/',
        'GET /api/admin/audit/actions/',
        'GET /api/admin/dashboard/',
        'GET /api/admin/dashboard/counts/',
        'GET /api/admin/comments/',
        'POST /api/admin/comments/{id}/approve/',
        'POST /api/admin/comments/{id}/pin/',
        'POST /api/admin/comments/{id}/unpin/',
        'GET /api/admin/comments/settings/',
        'PUT /api/admin/comments/settings/',
        'GET /api/admin/messages/',
        'GET /api/admin/newsletter/subscribers/',
        'GET /api/admin/workflows/',
        'GET /api/admin/results/',
        'POST /api/admin/results/{id}/approve/',
        'POST /api/admin/results/{id}/reject/',
        'DELETE /api/admin/results/{id}/',
        'GET /api/users/',
        'GET /api/dashboard/',
      ]),
    );
  });

  it('marks the old staff URLs outside /api/admin/ deprecated, and only those', async () => {
    const paths = (await site.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<
      string,
      Record<string, Operation>
    >;
    const deprecated = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.deprecated === true)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(deprecated.sort()).toEqual(['GET /api/dashboard/', 'GET /api/users/']);
    expect(paths['/api/admin/dashboard/counts/']?.get?.deprecated).toBeUndefined();
  });

  it('every staff route: anonymous 401, user 403, paid member 403, staff neither', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      const expectations: [string, TestAccount | null, (status: number) => boolean, string][] = [
        ['anonymous', null, (s) => s === 401, '401'],
        ['user', user, (s) => s === 403, '403'],
        ['paid member', paid, (s) => s === 403, '403'],
        ['staff', staff, (s) => s !== 401 && s !== 403 && s < 500, 'not 401/403/5xx'],
      ];
      for (const [who, account, ok, wanted] of expectations) {
        const res = await call(route, account);
        if (!ok(res.statusCode)) wrong.push(`${name} as ${who}: ${res.statusCode} (wanted ${wanted}) ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(6);
  });

  it('checks staff before it reads the input: a visitor sending a malformed body still gets 401', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const res = await site.app.inject({
        method: route.method,
        url: route.url,
        headers: { 'content-type': 'application/json' },
        payload: '{"unterminated',
      });
      if (res.statusCode !== 401) wrong.push(`${route.method} ${route.path}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  /** The documented operations under `prefix`, as 'METHOD /path'. */
  const documented = async (prefix: string) => {
    const docs = (await site.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    return Object.entries(docs.paths as Record<string, Record<string, Operation>>)
      .filter(([path]) => path.startsWith(prefix))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
  };
  /**
   * Each route asked by a visitor, with a body it cannot parse where it takes one (`url` fills the
   * path's parameters): those that do not answer 401, with the status they gave.
   */
  const notRefusingVisitors = async (
    names: string[],
    url = (path: string) => path,
    withBody: (method: Method) => boolean = (method) => method !== 'GET',
  ) => {
    const wrong: string[] = [];
    for (const name of names) {
      const [method, path] = name.split(' ') as [Method, string];
      const res = await site.app.inject({
        method,
        url: url(path),
        headers: { 'content-type': 'application/json' },
        ...(withBody(method) ? { payload: '{"x' } : {}),
      });
      if (res.statusCode !== 401) wrong.push(`${name}: ${res.statusCode}`);
    }
    return wrong;
  };

  it('every route of the member’s own account (/api/account/…): anonymous 401 before the input is read; a member only reaches their own', async () => {
    const names = await documented('/api/account/');
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/account/',
        'POST /api/account/password/',
        'GET /api/account/sessions/',
        'POST /api/account/sign-out-everywhere/',
        'PUT /api/account/newsletter/',
        'GET /api/account/export/',
        'POST /api/account/delete/',
        'GET /api/account/reply-mails/',
        'PUT /api/account/reply-mails/',
      ]),
    );
    expect(await notRefusingVisitors(names)).toEqual([]);
    // The routes take no user id: each answers about the caller only.
    expect(names.every((name) => !name.includes('{'))).toBe(true);
    expect((await site.app.inject({ method: 'GET', url: '/api/account/', headers: user.headers })).json().id).toBe(user.id);
  });

  it('every route of the member’s roadmap progress (/api/progress/…): anonymous 401 before the input is read, but the public page', async () => {
    const names = await documented('/api/progress/');
    expect(names.sort()).toEqual([
      'GET /api/progress/',
      'GET /api/progress/public/{handle}/',
      'GET /api/progress/sharing/',
      'POST /api/progress/merge/',
      'PUT /api/progress/sharing/',
      'PUT /api/progress/steps/{step}/',
    ]);
    const members = names.filter((name) => !name.includes('/public/'));
    expect(await notRefusingVisitors(members, (path) => path.replace('{step}', 'first-image'))).toEqual([]);
    // No route takes a user id: a member reaches their own progress only; the public page is by handle, 404 while off.
    expect(names.every((name) => !/\{(id|user)/.test(name))).toBe(true);
    expect((await site.app.inject({ method: 'GET', url: '/api/progress/public/nobody/', headers: user.headers })).statusCode).toBe(404);
  });

  it('every route of the member’s library (/api/library/…): anonymous 401 before the input is read; none takes a user id', async () => {
    const names = await documented('/api/library/');
    expect(names.sort()).toEqual([
      'DELETE /api/library/{kind}/{id}/',
      'GET /api/library/',
      'GET /api/library/new/articles/',
      'GET /api/library/new/workflows/',
      'POST /api/library/opened/',
      'PUT /api/library/{kind}/{id}/',
    ]);
    const wrong = await notRefusingVisitors(
      names,
      (path) => `${path.replace('{kind}', 'nothing').replace('{id}', 'x')}?page=-1`,
      (method) => method !== 'GET' && method !== 'DELETE',
    );
    expect(wrong).toEqual([]);
    expect(names.every((name) => !name.includes('user'))).toBe(true);
    for (const who of [user, paid, staff]) {
      expect((await site.app.inject({ method: 'GET', url: '/api/library/', headers: who.headers })).statusCode).toBe(200);
    }
  });

  it('members’ writes on shared results: anonymous 401 before the input is read', async () => {
    const writes = ['POST /api/workflows/1/results/', 'POST /api/results/1/report/', 'DELETE /api/results/1/'];
    expect(await notRefusingVisitors(writes, undefined, () => true)).toEqual([]);
  });

  describe('the spec’s account routes', () => {
    const get = (url: string, who: TestAccount | null) => site.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
    const patch = (id: number, payload: object, who: TestAccount | null) =>
      site.app.inject({ method: 'PATCH', url: `/api/users/${id}/`, payload, headers: who?.headers ?? {} });

    it.each(['/api/users/', '/api/dashboard/'])('GET %s is for staff only', async (url) => {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, user)).statusCode).toBe(403);
      expect((await get(url, paid)).statusCode).toBe(403);
      expect((await get(url, staff)).statusCode).toBe(200);
    });

    it('PATCH /api/users/{id}/: a user changes their own profile (the product’s profile edit), staff anyone; others 401/403', async () => {
      expect((await patch(user.id, { first_name: 'Una' }, null)).statusCode).toBe(401);
      expect((await patch(paid.id, { first_name: 'Hacked' }, user)).statusCode).toBe(403);
      expect((await patch(user.id, { first_name: 'Hacked' }, paid)).statusCode).toBe(403);
      expect((await patch(user.id, { first_name: 'Una' }, user)).statusCode).toBe(200);
      // Flags are for staff, even on one's own record.
      expect((await patch(user.id, { is_paid_member: true }, user)).statusCode).toBe(403);
      expect((await patch(paid.id, { is_staff: true }, paid)).statusCode).toBe(403);
      const byStaff = await patch(user.id, { last_name: 'Staffed', is_paid_member: true }, staff);
      expect(byStaff.statusCode).toBe(200);
      expect(byStaff.json()).toMatchObject({ last_name: 'Staffed', is_paid_member: true });
    });
  });
});
