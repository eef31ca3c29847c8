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
  activityQuery,
  activitySchema,
  adminPageQuery,
  adminUserListQuery,
  adminUserPageSchema,
  adminUserPatchBody,
  adminUserSchema,
  dashboardSchema,
  userCommentPageSchema,
} from './accounts.ts';
import { auditActionsSchema, auditListQuery, auditPageSchema } from './audit.ts';
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
  adminCommentListQuerySchema,
  adminCommentListSchema,
  adminCommentSchema,
  commentedArticleSchema,
  commentReactionsSchema,
  commentSettingsSchema,
  reactionBodySchema,
  replyMailSettingSchema,
} from './comments.ts';
import { runtimeConfigSchema } from './config.ts';
import {
  contactAnswerSchema,
  contactBodySchema,
  contactReplyBodySchema,
  inboxMessageSchema,
  inboxPageSchema,
  inboxQuerySchema,
  inboxStatusBodySchema,
} from './contact.ts';
import {
  campaignBodySchema,
  campaignPageSchema,
  campaignPreviewSchema,
  campaignSchema,
  subscribeAnswerSchema,
  subscribeBodySchema,
  subscriberPageQuerySchema,
  subscriberPageSchema,
} from './newsletter.ts';
import {
  progressMergeBody,
  progressSchema,
  progressSharingBody,
  progressSharingSchema,
  publicProgressSchema,
  stepMarkBody,
} from './progress.ts';
import { libraryEntrySchema, libraryItemSchema, librarySchema, newArticlesQuerySchema, newWorkflowsQuerySchema } from './library.ts';
import { searchQuerySchema, searchResultSchema } from './search.ts';
import {
  adminResultListQuerySchema,
  adminResultListSchema,
  adminResultSchema,
  resultListQuerySchema,
  resultReportBodySchema,
  sharedResultSchema,
} from './results.ts';
import {
  adminWorkflowListQuerySchema,
  adminWorkflowListSchema,
  adminWorkflowSchema,
  listedWorkflowListSchema,
  listedWorkflowSchema,
  workflowFileSchema,
  workflowListQuerySchema,
  workflowMetadataPatchSchema,
  workflowRequirementsSchema,
} from './workflows.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One route's schemas: what the caller sends (query, body) and what the API answers on success. */
export interface RouteSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
  answer: z.ZodType;
}

const comments = z.array(commentSchema);
/** A multipart upload (files with their fields), read by the route itself rather than by a schema. */
const multipartForm = z.custom<FormData>((value) => value instanceof FormData, 'Send a multipart form.');

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

  'GET progress/': { answer: progressSchema },
  'PUT progress/steps/:step/': { body: stepMarkBody, answer: progressSchema },
  'POST progress/merge/': { body: progressMergeBody, answer: progressSchema },
  'GET progress/sharing/': { answer: progressSharingSchema },
  'PUT progress/sharing/': { body: progressSharingBody, answer: progressSharingSchema },
  'GET progress/public/:handle/': { answer: publicProgressSchema },
  'GET library/': { answer: librarySchema },
  'PUT library/:kind/:id/': { answer: libraryEntrySchema },
  'DELETE library/:kind/:id/': { answer: z.null() },
  'POST library/opened/': { body: libraryItemSchema, answer: z.null() },
  'GET library/new/articles/': { query: newArticlesQuerySchema, answer: articleListSchema },
  'GET library/new/workflows/': { query: newWorkflowsQuerySchema, answer: listedWorkflowListSchema },

  'GET admin/dashboard/': { query: activityQuery, answer: activitySchema },
  'GET admin/dashboard/counts/': { answer: dashboardSchema },
  'GET admin/audit/': { query: auditListQuery, answer: auditPageSchema },
  'GET admin/audit/actions/': { answer: auditActionsSchema },
  'GET admin/users/': { query: adminUserListQuery, answer: adminUserPageSchema },
  'PATCH admin/users/:id/': { body: adminUserPatchBody, answer: adminUserSchema },
  'GET admin/users/:id/comments/': { query: adminPageQuery, answer: userCommentPageSchema },

  'GET admin/comments/': { query: adminCommentListQuerySchema, answer: adminCommentListSchema },
  'GET admin/comments/articles/': { answer: z.array(commentedArticleSchema) },
  'POST admin/comments/:id/hide/': { answer: adminCommentSchema },
  'POST admin/comments/:id/unhide/': { answer: adminCommentSchema },
  'POST admin/comments/:id/dismiss-reports/': { answer: adminCommentSchema },
  'DELETE admin/comments/:id/': { answer: messageSchema },
  'DELETE admin/comments/:id/thread/': { answer: messageSchema },

  'PUT comments/:id/reaction/': { body: reactionBodySchema, answer: commentReactionsSchema },
  'DELETE comments/:id/reaction/': { answer: commentReactionsSchema },
  'POST admin/comments/:id/pin/': { answer: adminCommentSchema },
  'POST admin/comments/:id/unpin/': { answer: adminCommentSchema },
  'POST admin/comments/:id/approve/': { answer: adminCommentSchema },
  'GET admin/comments/settings/': { answer: commentSettingsSchema },
  'PUT admin/comments/settings/': { body: commentSettingsSchema, answer: commentSettingsSchema },
  'GET account/reply-mails/': { answer: replyMailSettingSchema },
  'PUT account/reply-mails/': { body: replyMailSettingSchema, answer: replyMailSettingSchema },

  'GET admin/messages/': { query: inboxQuerySchema, answer: inboxPageSchema },
  'PATCH admin/messages/:id/': { body: inboxStatusBodySchema, answer: inboxMessageSchema },
  'POST admin/messages/:id/reply/': { body: contactReplyBodySchema, answer: inboxMessageSchema },

  'GET admin/newsletter/subscribers/': { query: subscriberPageQuerySchema, answer: subscriberPageSchema },
  'GET admin/newsletter/subscribers.csv': { answer: z.string() },
  'POST admin/newsletter/preview/': { body: campaignBodySchema, answer: campaignPreviewSchema },
  'POST admin/newsletter/campaigns/test/': { body: campaignBodySchema, answer: messageSchema },
  'POST admin/newsletter/campaigns/': { body: campaignBodySchema, answer: campaignSchema },
  'GET admin/newsletter/campaigns/': { query: subscriberPageQuerySchema, answer: campaignPageSchema },

  'GET admin/workflows/': { query: adminWorkflowListQuerySchema, answer: adminWorkflowListSchema },
  'POST admin/workflows/': { body: multipartForm, answer: adminWorkflowSchema },
  'PATCH admin/workflows/:id/': { body: workflowMetadataPatchSchema, answer: adminWorkflowSchema },
  'DELETE admin/workflows/:id/': { answer: z.null() },
  'GET admin/workflows/:id/file/': { answer: workflowFileSchema },

  'GET workflows/:key/results/': { query: resultListQuerySchema, answer: z.array(sharedResultSchema) },
  'POST workflows/:key/results/': { body: multipartForm, answer: sharedResultSchema },
  'POST results/:id/report/': { body: resultReportBodySchema, answer: messageSchema },
  'DELETE results/:id/': { answer: messageSchema },
  'GET admin/results/': { query: adminResultListQuerySchema, answer: adminResultListSchema },
  'POST admin/results/:id/approve/': { answer: adminResultSchema },
  'POST admin/results/:id/reject/': { answer: adminResultSchema },
  'DELETE admin/results/:id/': { answer: messageSchema },
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
  CommentReactions: commentReactionsSchema,
  NewReaction: reactionBodySchema,
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
  RoadmapProgress: progressSchema,
  RoadmapStepMark: stepMarkBody,
  RoadmapProgressMerge: progressMergeBody,
  RoadmapProgressSharing: progressSharingSchema,
  RoadmapProgressSharingChange: progressSharingBody,
  PublicRoadmapProgress: publicProgressSchema,
  Library: librarySchema,
  LibraryEntry: libraryEntrySchema,
  LibraryItem: libraryItemSchema,
  SharedResult: sharedResultSchema,
  ResultReport: resultReportBodySchema,
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
