// Test support: a real app on a fresh temporary data folder and a fresh database (a real SQLite file
// in it, or a new PostgreSQL database when TEST_DATABASE_URL is set: see database.ts) with content
// fixtures written into a temporary content folder, and optionally a fake build folder (WEB_DIR).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { buildApp } from '../src/app.ts';
import { loadConfig, REPO_ROOT, type Config } from '../src/config.ts';
import type { Database } from '../src/db/types.ts';
import { createTestDatabase } from './database.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.ts';

export interface FixtureArticle {
  section: string;
  slug: string;
  title: string;
  description?: string;
  date?: string;
  updated?: string;
  tags?: string[];
  featured?: boolean;
  thumbnail?: string;
  body?: string;
  /** Front matter section when it should differ from the folder. */
  frontMatterSection?: string;
  /** Any other front matter fields, written as JSON values (a new field needs no change here). */
  frontMatter?: Record<string, unknown>;
}

export function articleMarkdown(a: FixtureArticle): string {
  const lines = [
    '---',
    `title: ${JSON.stringify(a.title)}`,
    `description: ${JSON.stringify(a.description ?? `About ${a.title}.`)}`,
    `section: ${a.frontMatterSection ?? a.section}`,
    `slug: ${a.slug}`,
    `date: ${a.date ?? '2025-01-01'}`,
  ];
  if (a.updated) lines.push(`updated: ${a.updated}`);
  lines.push(`tags: [${(a.tags ?? []).map((t) => JSON.stringify(t)).join(', ')}]`);
  if (a.thumbnail) lines.push(`thumbnail: ${a.thumbnail}`);
  for (const [field, value] of Object.entries(a.frontMatter ?? {})) lines.push(`${field}: ${JSON.stringify(value)}`);
  lines.push(`featured: ${a.featured ? 'true' : 'false'}`, '---', '', a.body ?? `## Overview\n\nSome words about ${a.title}.\n`);
  return lines.join('\n');
}

export interface TestSite {
  root: string;
  contentDir: string;
  dataDir: string;
  webDir: string;
  config: Config;
  app: FastifyInstance;
  /** The clock the site's rate limits count by: it stands still (fixedRateLimitClock). */
  rateLimitNow: () => number;
  writeArticle(a: FixtureArticle): string;
  writeFile(relPath: string, text: string): string;
  removeFile(relPath: string): void;
  close(): Promise<void>;
}

/** The audit log's entries about one kind of target (about one target when its id is given), oldest first. */
export function auditEntries(site: TestSite, targetType: string, targetId?: number) {
  let query = site.app.db
    .selectFrom('audit_log')
    .select(['action', 'actor_email', 'target_id', 'details'])
    .where('target_type', '=', targetType);
  if (targetId !== undefined) query = query.where('target_id', '=', String(targetId));
  return query.orderBy('id').execute();
}

export interface TestSiteOptions {
  articles?: FixtureArticle[];
  /** Extra files relative to the content folder. */
  files?: Record<string, string>;
  /** Files relative to WEB_DIR (e.g. shell/index.html). */
  web?: Record<string, string>;
  /** Use this content folder instead of a temporary one. */
  contentDir?: string;
  config?: Partial<Config>;
}

/**
 * A test site made before the tests of the describe block it is called in and closed after them. The
 * answer stands for that site: read its fields inside the tests (before, they throw). Options given as
 * a function are read when the site is made, after the block's earlier `beforeAll`s.
 */
export function testSiteForSuite(options: TestSiteOptions | (() => TestSiteOptions | Promise<TestSiteOptions>) = {}): TestSite {
  let made: TestSite | undefined;
  beforeAll(async () => {
    made = await createTestSite(typeof options === 'function' ? await options() : options);
  });
  afterAll(async () => {
    await made?.close();
  });
  return siteHandle(() => made);
}

/**
 * Starting a site on the whole shipped content (every article rendered, every workflow seeded) takes 4–5 s
 * on 2 idle cores, and more than 30 s on 2 cores loaded ten deep.
 */
export const FULL_SYNC_TIMEOUT_MS = 120_000;

/**
 * A site on the shipped content folder (api/content), started by `start()` inside a test (give it
 * FULL_SYNC_TIMEOUT_MS) and closed after the suite.
 */
export function shippedContentSiteForSuite(): { start(): Promise<TestSite> } {
  let site: TestSite | undefined;
  afterAll(async () => {
    await site?.close();
  });
  return {
    async start() {
      site = await createTestSite({ contentDir: join(REPO_ROOT, 'api', 'content') });
      return site;
    },
  };
}

/** testSiteForSuite with an SMTP capture the site mails to (closed after the site). */
export function mailingTestSiteForSuite(options: (smtpUrl: string) => TestSiteOptions): { site: TestSite; smtp: SmtpCapture } {
  let capture: SmtpCapture | undefined;
  let made: TestSite | undefined;
  beforeAll(async () => {
    capture = await startSmtpCapture();
    made = await createTestSite(options(capture.url));
  });
  afterAll(async () => {
    await made?.close();
    await capture?.close();
  });
  const smtp = (): SmtpCapture => madeInBeforeAll(capture);
  return {
    site: siteHandle(() => made),
    smtp: {
      get url() {
        return smtp().url;
      },
      get messages() {
        return smtp().messages;
      },
      next: (timeoutMs) => smtp().next(timeoutMs),
      close: () => smtp().close(),
    },
  };
}

/**
 * A service the describe block's tests use (an SMTP capture, a local S3), started before them and
 * closed after them: call the answer inside a test for the service.
 */
export function startedForSuite<T extends { close(): Promise<unknown> }>(start: () => Promise<T>): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.close();
  });
  return () => madeInBeforeAll(started);
}

function madeInBeforeAll<T>(made: T | undefined): T {
  if (made === undefined) throw new Error("The suite's test site or service is made in beforeAll: use it inside a test or a later hook.");
  return made;
}

function siteHandle(made: () => TestSite | undefined): TestSite {
  const site = () => madeInBeforeAll(made());
  const handle = {
    writeArticle: (a: FixtureArticle) => site().writeArticle(a),
    writeFile: (relPath: string, text: string) => site().writeFile(relPath, text),
    removeFile: (relPath: string) => site().removeFile(relPath),
    close: () => site().close(),
  };
  for (const field of ['root', 'contentDir', 'dataDir', 'webDir', 'config', 'app', 'rateLimitNow'] as const) {
    Object.defineProperty(handle, field, { get: () => site()[field], enumerable: true });
  }
  return handle as TestSite;
}

/**
 * A clock that stands still one second into the current UTC day. Rate limits count in fixed windows that
 * start on the clock (api/src/plugins/rate-limit-counters.ts), all of them dividing a day: on this clock
 * every count of a test site falls in one window of each length however slowly the test runs, and a
 * window's Redis key lives (in real time) for about the window's whole length.
 */
function fixedRateLimitClock(): () => number {
  const at = Math.floor(Date.now() / 86_400_000) * 86_400_000 + 1000;
  return () => at;
}

export async function createTestSite(options: TestSiteOptions = {}): Promise<TestSite> {
  const root = mkdtempSync(join(tmpdir(), 'api-test-'));
  const contentDir = options.contentDir ?? join(root, 'content');
  const dataDir = join(root, 'data');
  const webDir = join(root, 'web');
  mkdirSync(contentDir, { recursive: true });
  const writeFile = (relPath: string, text: string, base = contentDir) => {
    const path = join(base, relPath);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    return path;
  };
  const writeArticle = (a: FixtureArticle) => writeFile(`${a.section}/${a.slug}.md`, articleMarkdown(a));
  for (const article of options.articles ?? []) writeArticle(article);
  for (const [rel, text] of Object.entries(options.files ?? {})) writeFile(rel, text);
  for (const [rel, text] of Object.entries(options.web ?? {})) writeFile(rel, text, webDir);

  const database = options.config?.databaseUrl === undefined ? await createTestDatabase() : null;
  const config = loadConfig(
    {},
    {
      port: 0,
      host: '127.0.0.1',
      publicUrl: 'https://site.test',
      dataDir,
      databaseUrl: database?.url ?? null,
      contentDir,
      webDir,
      remotesRegistry: join(dataDir, 'remotes.json'),
      remotesBaseUrl: '/remotes',
      remotesCacheDir: join(dataDir, 'remote-builds'),
      logLevel: 'silent',
      // A loaded test host runs the loop late: pages are shed only in the tests of shedding.
      ssrShedDelayMs: 0,
      ...options.config,
    },
  );
  const rateLimitNow = fixedRateLimitClock();
  let app: FastifyInstance;
  try {
    // A loaded host may take longer than Fastify's 10 s to sync the content: the test's own time-out bounds it.
    app = await buildApp(config, { logger: false, rateLimitNow, pluginTimeout: FULL_SYNC_TIMEOUT_MS });
    await app.ready();
  } catch (error) {
    await database?.drop();
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    root,
    contentDir,
    dataDir,
    webDir,
    config,
    app,
    rateLimitNow,
    writeArticle,
    writeFile: (rel, text) => writeFile(rel, text),
    removeFile: (rel) => unlinkSync(join(contentDir, rel)),
    async close() {
      try {
        await app.close();
      } finally {
        await database?.drop();
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Writes the remote registry file as `npm run remotes` does, and waits until the site uses it (it
 * watches the file and polls it: docs/decisions/0021).
 */
export async function writeRegistry(site: TestSite, registry: { remotes: Record<string, unknown> }): Promise<void> {
  writeFileSync(site.config.remotesRegistry, JSON.stringify(registry));
  const deadline = Date.now() + 5000;
  for (;;) {
    const served = (await site.app.inject({ method: 'GET', url: '/remotes.json' })).json<{ remotes: Record<string, unknown> }>();
    if (Object.entries(registry.remotes).every(([name, channels]) => JSON.stringify(served.remotes[name]) === JSON.stringify(channels)))
      return;
    if (Date.now() > deadline) throw new Error('the site did not pick up the registry within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A registry in which mf-content serves 1.0.0 as stable and 1.1.0 as a canary to `percent` % of visitors. */
export function contentCanaryRegistry(percent: number) {
  return {
    remotes: {
      'mf-content': {
        stable: { version: '1.0.0', entry: '/remotes/mf-content/1.0.0/mf-manifest.json' },
        canary: { version: '1.1.0', entry: '/remotes/mf-content/1.1.0/mf-manifest.json', percent },
      },
    },
  };
}

/** How many rows a table holds now (a refused change must leave it as it was). */
export async function rowCount(app: FastifyInstance, table: keyof Database): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The tables that hold an email address: users, subscribers, contact messages, campaign recipients. */
type TableWithEmail = { [T in keyof Database]: 'email' extends keyof Database[T] ? T : never }[keyof Database];

/** The row of an address in a table (the first when several have it); fails when there is none. */
export async function rowByEmail<T extends TableWithEmail>(
  app: FastifyInstance,
  table: T,
  email: string,
): Promise<Selectable<Database[T]>> {
  const row = await app.db
    .selectFrom(table as 'users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row as unknown as Selectable<Database[T]>;
}

/** A new temporary folder whose content folder holds the articles (for servers started as processes). */
export function tempContent(prefix: string, articles: FixtureArticle[]): { root: string; contentDir: string } {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const contentDir = join(root, 'content');
  for (const article of articles) {
    mkdirSync(join(contentDir, article.section), { recursive: true });
    writeFileSync(join(contentDir, article.section, `${article.slug}.md`), articleMarkdown(article));
  }
  return { root, contentDir };
}

/** The JSON-LD breadcrumb trail a page of the test site declares: Home, then each [name, URL]. */
export function breadcrumbList(...trail: [name: string, url: string][]) {
  const items: [string, string][] = [['Home', 'https://site.test/'], ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, item], index) => ({ '@type': 'ListItem', position: index + 1, name, item })),
  };
}

/** Reads the site's OpenAPI document (/api/docs/json), expecting 200 and the given paths among its paths. */
export async function expectDocumented(site: TestSite, paths: string[]) {
  const res = await site.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const docs = res.json();
  expect(Object.keys(docs.paths)).toEqual(expect.arrayContaining(paths));
  return docs;
}

/** The one-click unsubscribe of RFC 8058: the form POST a mail client sends to a List-Unsubscribe URL. */
export function oneClickUnsubscribe(site: TestSite, url: string) {
  return site.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
}
