// How a query goes on the wire, for the shared client and the API's stored page answers alike. A
// module of its own, without zod, so that the browser's client imports it without the schemas.

/** A query's values as a call names them (a route's query, before encoding). */
export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/**
 * A query as it goes on the wire: empty values (undefined, null, '') left out, in the order given.
 * The shared client sends queries so, and the server finds a loader's stored answers by the same text.
 */
export function queryString(query: QueryValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}
