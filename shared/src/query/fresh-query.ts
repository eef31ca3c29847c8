// The query options of a read that a screen asks for again each time it shows (staleTime 0): the
// member's own account, settings and marks, which another tab or device may have changed. One GET
// route of the table without path parameters; a failure is logged under `failure` (query-caches.ts).
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { RouteAnswer, RouteKey, RouteParams } from 'contracts';
import { callApi } from '../http/call-api.ts';

type PlainGetRoute = { [K in RouteKey]: K extends `GET ${string}` ? (keyof RouteParams<K> extends never ? K : never) : never }[RouteKey];

export function freshQuery<const Key extends QueryKey, Route extends PlainGetRoute>(queryKey: Key, route: Route, failure: string) {
  const get = callApi as (route: Route, options: { signal: AbortSignal }) => Promise<RouteAnswer<Route>>;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => get(route, { signal }),
    staleTime: 0,
    meta: { failure },
  });
}
