// The wire contract between the API and the apps, one module per feature: zod schemas (the API
// validates and documents with them) and their inferred types (the apps and `shared` use them).
export * from './common.ts';
export * from './limits.ts';
export * from './accounts.ts';
export * from './articles.ts';
export * from './audit.ts';
export * from './comments.ts';
export * from './config.ts';
export * from './contact.ts';
export * from './health.ts';
export * from './library.ts';
export * from './newsletter.ts';
export * from './progress.ts';
export * from './search.ts';
export * from './workflows.ts';
export * from './results.ts';
export * from './remotes.ts';
export * from './ssr.ts';
export * from './routes.ts';
export * from './query-string.ts';
export * from './pages.ts';
export * from './held-taps.ts';
export * from './after-first-paint.ts';
export * from './home.ts';
