// The apps' typed way to the API: a call names a route of the contracts' table (API_ROUTES), and its
// path parameters, query, body and answer are typed from that route's schemas. It goes through the
// shared client (token, time-out, refresh, ApiError).
import type { RouteAnswer, RouteBody, RouteKey, RouteParams, RouteQuery } from 'contracts';
import { request } from './client.ts';

type Empty = Record<never, never>;
type ParamsPart<K extends RouteKey> = keyof RouteParams<K> extends never ? Empty : { params: RouteParams<K> };
type QueryPart<K extends RouteKey> = keyof RouteQuery<K> extends never
  ? Empty
  : Empty extends RouteQuery<K>
    ? { query?: RouteQuery<K> }
    : { query: RouteQuery<K> };
type BodyPart<K extends RouteKey> = [RouteBody<K>] extends [never] ? Empty : { body: RouteBody<K> };

export type CallOptions<K extends RouteKey> = ParamsPart<K> &
  QueryPart<K> &
  BodyPart<K> & {
    signal?: AbortSignal;
    /** Send the bearer token when one is present (default true). */
    auth?: boolean;
    /** A longer time-out than the client's (an upload of a large file). */
    timeoutMs?: number;
  };

type Loose = {
  params?: Record<string, string | number>;
  query?: object;
  body?: object;
  signal?: AbortSignal;
  auth?: boolean;
  timeoutMs?: number;
};

/** Calls a route of the table, e.g. `callApi('GET comments/:id/replies/', { params: { id }, query: { before } })`. */
export function callApi<K extends RouteKey>(
  route: K,
  ...[options]: Empty extends CallOptions<K> ? [options?: CallOptions<K>] : [options: CallOptions<K>]
): Promise<RouteAnswer<K>> {
  const { params, query, body, signal, auth, timeoutMs } = (options ?? {}) as Loose;
  const space = route.indexOf(' ');
  const path = route.slice(space + 1).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  return request<RouteAnswer<K>>(route.slice(0, space), path, {
    query: query as Record<string, string | number | boolean | undefined>,
    body: body as Record<string, unknown> | undefined,
    signal,
    auth,
    timeoutMs,
  });
}
