// The API's routes as the apps call them: "METHOD path" (relative to /api/, `:name` for a path
// parameter) → the zod schemas of its query, body and answer. The shared client is typed by this
// table: a call names a route, and its query, body and answer types follow from the schemas here, so
// a wrong answer type is a compile error. `SCHEMA_NAMES` gives the schemas their names in the
// OpenAPI document. A new route is one entry here (docs/decisions/0017-one-data-layer.md).
import { z } from 'zod';
import { messageSchema, validationErrorSchema } from './common.ts';
import {
  accountDeleteBody,
  accountExportSchema,
  accountSchema,
  accountSessionsSchema,
  googleBody,
  googleErrorSchema,
  googleSuccessSchema,
  newsletterSettingBody,
  passwordChangeBody,
  passwordResetBody,
  passwordResetRequestBody,
  publicUserSchema,
  refreshBody,
  signInBody,
  signUpBody,
  tokenPairSchema,
  userPatchBody,
} from './accounts.ts';
import { articleListQuerySchema, articleListSchema, articleSchema, articleSummarySchema } from './articles.ts';
import {
  commentBodySchema,
  commentCountQuerySchema,
  commentCountSchema,
  commentListQuerySchema,
  commentRepliesQuerySchema,
  commentReplyBodySchema,
  commentReplySchema,
  commentSchema,
  reportBodySchema,
} from './comments.ts';
import { runtimeConfigSchema } from './config.ts';
import { contactAnswerSchema, contactBodySchema } from './contact.ts';
import { subscribeAnswerSchema, subscribeBodySchema } from './newsletter.ts';
import { searchQuerySchema, searchResultSchema } from './search.ts';
import { listedWorkflowListSchema, listedWorkflowSchema, workflowListQuerySchema, workflowRequirementsSchema } from './workflows.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One route's schemas: what the caller sends (query, body) and what the API answers on success. */
export interface RouteSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
  answer: z.ZodType;
}

const comments = z.array(commentSchema);

export const API_ROUTES = {
  'GET config/': { answer: runtimeConfigSchema },

  'GET articles/': { query: articleListQuerySchema, answer: articleListSchema },
  'GET articles/:section/:slug/': { answer: articleSchema },
  'GET search/': { query: searchQuerySchema, answer: z.array(searchResultSchema) },

  'GET workflows/': { query: workflowListQuerySchema, answer: listedWorkflowListSchema },
  'GET workflows/:key/': { answer: listedWorkflowSchema },
  'GET workflows/:key/requirements/': { answer: workflowRequirementsSchema },

  'GET comments/': { query: commentListQuerySchema, answer: comments },
  'GET comments/count/': { query: commentCountQuerySchema, answer: commentCountSchema },
  'GET comments/:id/replies/': { query: commentRepliesQuerySchema, answer: z.array(commentReplySchema) },
  'POST comments/': { body: commentBodySchema, answer: commentSchema },
  'POST comments/reply/': { body: commentReplyBodySchema, answer: commentReplySchema },
  'POST comments/:id/report/': { body: reportBodySchema, answer: messageSchema },
  'DELETE comments/:id/': { answer: comments },

  'POST contact/': { body: contactBodySchema, answer: contactAnswerSchema },
  'POST emailsubscribe/': { body: subscribeBodySchema, answer: subscribeAnswerSchema },

  'POST token/': { body: signInBody, answer: tokenPairSchema },
  'POST token/refresh/': { body: refreshBody, answer: tokenPairSchema },
  'POST token/revoke/': { body: refreshBody, answer: messageSchema },
  'POST users/': { body: signUpBody, answer: messageSchema },
  'GET users/currentuser/': { answer: publicUserSchema },
  'PATCH users/:id/': { body: userPatchBody, answer: publicUserSchema },
  'POST auth-return/': { body: googleBody, answer: z.union([googleSuccessSchema, googleErrorSchema]) },
  'POST password-reset/': { body: passwordResetRequestBody, answer: messageSchema },
  'POST password-reset/confirm/': { body: passwordResetBody, answer: tokenPairSchema },

  'GET account/': { answer: accountSchema },
  'POST account/password/': { body: passwordChangeBody, answer: tokenPairSchema },
  'GET account/sessions/': { answer: accountSessionsSchema },
  'POST account/sign-out-everywhere/': { body: refreshBody, answer: tokenPairSchema },
  'PUT account/newsletter/': { body: newsletterSettingBody, answer: accountSchema },
  'GET account/export/': { answer: accountExportSchema },
  'POST account/delete/': { body: accountDeleteBody, answer: messageSchema },
} as const satisfies Record<`${HttpMethod} ${string}`, RouteSchemas>;

export type ApiRoutes = typeof API_ROUTES;
export type RouteKey = keyof ApiRoutes;

/** The schemas the OpenAPI document names (components.schemas) and refers to from each route; a name
 * never ends in "Input", which the document gives to a schema's request form (`CommentInput`). */
export const SCHEMA_NAMES = {
  Message: messageSchema,
  ValidationError: validationErrorSchema,
  RuntimeConfig: runtimeConfigSchema,
  ArticleSummary: articleSummarySchema,
  Article: articleSchema,
  ArticlePage: articleListSchema,
  SearchResult: searchResultSchema,
  ListedWorkflow: listedWorkflowSchema,
  ListedWorkflowPage: listedWorkflowListSchema,
  WorkflowRequirements: workflowRequirementsSchema,
  Comment: commentSchema,
  CommentReply: commentReplySchema,
  CommentCount: commentCountSchema,
  NewComment: commentBodySchema,
  NewReply: commentReplyBodySchema,
  CommentReport: reportBodySchema,
  ContactMessage: contactBodySchema,
  ContactAnswer: contactAnswerSchema,
  Subscription: subscribeBodySchema,
  SubscribeAnswer: subscribeAnswerSchema,
  SignIn: signInBody,
  SignUp: signUpBody,
  RefreshToken: refreshBody,
  TokenPair: tokenPairSchema,
  CurrentUser: publicUserSchema,
  UserPatch: userPatchBody,
  GoogleSignIn: googleBody,
  GoogleSignInSuccess: googleSuccessSchema,
  GoogleSignInError: googleErrorSchema,
  PasswordResetRequest: passwordResetRequestBody,
  PasswordReset: passwordResetBody,
  PasswordChange: passwordChangeBody,
  Account: accountSchema,
  AccountSessions: accountSessionsSchema,
  AccountNewsletter: newsletterSettingBody,
  AccountExport: accountExportSchema,
  AccountDeletion: accountDeleteBody,
} as const satisfies Record<string, z.ZodType>;

type Schema<K extends RouteKey, Part extends keyof RouteSchemas> = ApiRoutes[K] extends { [P in Part]: infer S extends z.ZodType }
  ? S
  : never;

/** The names of a path's `:parameters`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a route (each put in the URL encoded). */
export type RouteParams<K extends RouteKey> = { [Name in ParamNames<K>]: string | number };

/**
 * The query of a route: the keys the schema takes (optional where it has a default), each with the
 * value the API reads after parsing (a number for a page, a boolean for a flag); the client writes it.
 */
export type RouteQuery<K extends RouteKey> = {
  [Key in keyof z.input<Schema<K, 'query'>>]: Key extends keyof z.output<Schema<K, 'query'>> ? z.output<Schema<K, 'query'>>[Key] : never;
};

/** The body of a route as sent (the schema's input: before trimming and defaults). */
export type RouteBody<K extends RouteKey> = z.input<Schema<K, 'body'>>;

/** What the API answers on success. */
export type RouteAnswer<K extends RouteKey> = z.output<ApiRoutes[K]['answer']>;
