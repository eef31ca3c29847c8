// The API answers a page's loader already read, for the render of that page: the screen asks for the
// same data through the shared client (its `*-queries.ts`), and the in-process transport answers those
// calls from here instead of entering Fastify and reading again (docs/decisions/0030-one-page-table-and-loaders.md).
// An answer is the route's own: keyed by the URL the shared client builds for that route, params and
// query, and encoded by the route's answer schema in API_ROUTES exactly as Fastify's serializer does
// before its JSON.stringify. The contracts' answers are JSON values (dates are strings), so the encoded
// value is what the screen's client would parse from the API's text: it is handed over as it is, with
// no JSON round trip (docs/decisions/0047-home-page-loader.md).
import { API_ROUTES, queryString, type QueryValues, type RouteAnswer, type RouteKey, type RouteParams, type RouteQuery } from 'contracts';
import { z } from 'zod';

export interface StoredAnswer {
  status: number;
  /** The value of the answer's JSON text. */
  data: unknown;
}

export interface PageAnswers {
  /** The route's answer for these params (and query), as the API would send it. */
  put<K extends RouteKey>(route: K, params: RouteParams<K>, answer: RouteAnswer<K>, query?: RouteQuery<K>): void;
  /** The route answers 404 for these params (with the API's message). */
  putNotFound<K extends RouteKey>(route: K, params: RouteParams<K>, message: string): void;
  /** The answer to a GET of this URL (`/api/articles/blog/x/`, `/api/articles/?featured=true&page_size=4`), if a loader read it. */
  get(url: string): StoredAnswer | undefined;
}

/** A URL with its query's parameters sorted, so an answer is found whatever order the caller named them in. */
function lookupKey(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  params.sort();
  return `${url.slice(0, mark)}?${params.toString()}`;
}

/** The URL the shared client requests for a route of the table (callApi: `/api/` + the path, each param encoded, then the query). */
export function routeUrl<K extends RouteKey>(route: K, params: RouteParams<K>, query?: RouteQuery<K>): string {
  const path = route.slice(route.indexOf(' ') + 1);
  const values = params as Record<string, string | number>;
  const url = `/api/${path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')))}`;
  const search = query ? queryString(query as QueryValues) : '';
  return search ? `${url}?${search}` : url;
}

export function createPageAnswers(): PageAnswers {
  const answers = new Map<string, StoredAnswer>();
  return {
    put(route, params, answer, query) {
      const encoded = z.safeEncode(API_ROUTES[route].answer as z.ZodType, answer);
      if (encoded.error) throw new Error(`The answer of ${route} does not match its schema: ${encoded.error.message}`);
      answers.set(lookupKey(routeUrl(route, params, query)), { status: 200, data: encoded.data });
    },
    putNotFound(route, params, message) {
      answers.set(lookupKey(routeUrl(route, params)), { status: 404, data: { message } });
    },
    get: (url) => answers.get(lookupKey(url)),
  };
}
