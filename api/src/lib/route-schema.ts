// A route's schema in one call: its OpenAPI tag and summary, its inputs (the contracts' schemas, checked
// by the zod type provider, whose failures the error handler answers with 400 and field messages), its
// success answers, and the error answers it gives, each with the contract's schema: 400 the field
// messages, every other status a message.
//   schema: accountsRoute('Sign out: revoke a refresh token and its family', { body: refreshBody, 200: messageSchema }, [400])
import { messageSchema, validationErrorSchema } from 'contracts';
import type { z } from 'zod';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 503;

/** What a member's write (a comment, a shared result, a report) may answer besides success. */
export const MEMBER_WRITE_ERRORS = [400, 401, 403, 404, 429] as const;

/** The route's inputs by where they are read, and its success answers by status. */
export interface RouteSpec {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  [status: number]: z.ZodType;
}

type Inputs<S> = { [K in keyof S as K extends 'body' | 'querystring' | 'params' ? K : never]: S[K] };
type Answers<S> = { [K in keyof S as K extends number ? K : never]: S[K] };
type ErrorAnswers<E extends ErrorStatus> = { [K in E]: K extends 400 ? typeof validationErrorSchema : typeof messageSchema };

/** Without any answer declared (a route answering HTML), no `response`. */
type Response<S, E extends ErrorStatus> = [keyof Answers<S> | E] extends [never] ? unknown : { response: Answers<S> & ErrorAnswers<E> };

/** The schema Fastify and the OpenAPI document read. */
export type RouteSchema<S extends RouteSpec, E extends ErrorStatus> = Inputs<S> & { tags: string[]; summary: string } & Response<S, E>;

/** The schema-maker of one OpenAPI tag (`const accountsRoute = routeSchemas('accounts')`). */
export function routeSchemas(tag: string) {
  return <const S extends RouteSpec, const E extends ErrorStatus = never>(summary: string, spec: S, errors: readonly E[] = []) => {
    const inputs: Record<string, z.ZodType> = {};
    const response: Record<number, z.ZodType> = {};
    for (const [key, schema] of Object.entries(spec)) {
      if (/^\d+$/.test(key)) response[Number(key)] = schema;
      else inputs[key] = schema;
    }
    for (const status of errors) response[status] = status === 400 ? validationErrorSchema : messageSchema;
    const answers = Object.keys(response).length > 0 ? { response } : {};
    return Object.assign({ tags: [tag], summary }, inputs, answers) as RouteSchema<S, E>;
  };
}
