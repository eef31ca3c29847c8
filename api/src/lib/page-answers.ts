// The API answers a page's loader already read, for the render of that page: the screen asks for the
// same data through the shared client (its `*-queries.ts`), and the in-process transport answers those
// calls from here instead of entering Fastify and reading again (docs/decisions/0030-one-page-table-and-loaders.md).
// An answer is the route's own: keyed by the URL the shared client builds for that route and params, and
// serialized by the route's answer schema in API_ROUTES exactly as Fastify's serializer does.
import { API_ROUTES, type RouteAnswer, type RouteKey, type RouteParams } from 'contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';

export interface StoredAnswer {
  status: number;
  body: string;
}

export interface PageAnswers {
  /** The route's answer for these params, as the API would send it. */
  put<K extends RouteKey>(route: K, params: RouteParams<K>, answer: RouteAnswer<K>): void;
  /** The route answers 404 for these params (with the API's message). */
  putNotFound<K extends RouteKey>(route: K, params: RouteParams<K>, message: string): void;
  /** The answer to a GET of this URL (`/api/articles/blog/x/`), if a loader read it. */
  get(url: string): StoredAnswer | undefined;
}

/** The URL the shared client requests for a route of the table (callApi: `/api/` + the path, each param encoded). */
export function routeUrl<K extends RouteKey>(route: K, params: RouteParams<K>): string {
  const path = route.slice(route.indexOf(' ') + 1);
  const values = params as Record<string, string | number>;
  return `/api/${path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')))}`;
}

export function createPageAnswers(): PageAnswers {
  const answers = new Map<string, StoredAnswer>();
  return {
    put(route, params, answer) {
      const [method = 'GET', url = ''] = route.split(' ');
      const serialize = serializerCompiler({ schema: API_ROUTES[route].answer, method, url });
      answers.set(routeUrl(route, params), { status: 200, body: serialize(answer) });
    },
    putNotFound(route, params, message) {
      answers.set(routeUrl(route, params), { status: 404, body: JSON.stringify({ message }) });
    },
    get: (url) => answers.get(url),
  };
}
