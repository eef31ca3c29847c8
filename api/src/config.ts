// Configuration from environment variables only; every variable has a safe default.
import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/** The repository root (api/src/config.ts → ../..). */
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

const apiPackage = JSON.parse(readFileSync(join(REPO_ROOT, 'api', 'package.json'), 'utf8')) as { version?: string };

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Origin (and optional path) the site is reached at, without a trailing slash; used for absolute URLs. */
  readonly publicUrl: string;
  readonly dataDir: string;
  /** Unset (or sqlite:/file: path) → SQLite file `dataDir/site.db`; `postgres://…` → PostgreSQL. */
  readonly databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: connections each API instance keeps open to PostgreSQL at most (ignored on SQLite). */
  readonly databasePoolSize: number;
  /** DATABASE_RENDER_CONNECTIONS: of those, how many page renders' API calls may hold at once (default: half, at least 1). */
  readonly databaseRenderConnections: number;
  /** DATABASE_TIMEOUT_MS: a PostgreSQL query without an answer in this long fails with 503 (connecting: at most 5 s). */
  readonly databaseTimeoutMs: number;
  /** REDIS_URL (`redis://` or `rediss://`): keep rate-limit counters in Redis; null → in the database. */
  readonly redisUrl: string | null;
  /** REDIS_TIMEOUT_MS: a Redis command without an answer in this long fails as if Redis were away (503 with Retry-After). */
  readonly redisTimeoutMs: number;
  /** REDIS_KEY_PREFIX: the start of every key the site writes to Redis (sites sharing one Redis each use their own). */
  readonly redisKeyPrefix: string;
  readonly contentDir: string;
  /** Holds `shell/` and `remotes/<name>/<version>/`. */
  readonly webDir: string;
  /** REMOTES_REGISTRY: the registry file, or its http(s):// URL on the builds' origin (decision 0021). */
  readonly remotesRegistry: string;
  /** REMOTES_BASE_URL: where the remote builds are published; an http(s):// origin makes the server fetch their Node builds from there. */
  readonly remotesBaseUrl: string;
  /** REMOTES_CACHE_DIR: where Node builds fetched from the origin and checked are kept. */
  readonly remotesCacheDir: string;
  /** REMOTES_POLL_MS: how often the registry is checked for a release, canary or rollback (a watched file is seen at once). */
  readonly remotesPollMs: number;
  /** SSR_BUDGET_MS: how long a remote may take on the server (load and data) before its section is left to the browser. */
  readonly ssrBudgetMs: number;
  /** SSR_CONCURRENCY: page renders at once per instance; others wait up to 1 s, beyond that the page goes out unrendered (the browser renders it). */
  readonly ssrConcurrency: number;
  /**
   * SSR_SHED_DELAY_MS: while the event loop runs this late (ms), pages go out unrendered (the browser
   * renders them) until it catches up; 0 never sheds.
   */
  readonly ssrShedDelayMs: number;
  /** PAGE_CACHE_MB: memory for rendered pages kept in this process (0 turns the render cache off); with REDIS_URL they are kept in Redis. */
  readonly pageCacheMb: number;
  /** PAGE_CACHE_TTL_S: how long a stored page is fresh (also the CDN's s-maxage). */
  readonly pageCacheTtlSeconds: number;
  /** PAGE_CACHE_STALE_S: how long after that a stale page is still served while one render refreshes it. */
  readonly pageCacheStaleSeconds: number;
  readonly logLevel: LogLevel;
  /**
   * TRUST_PROXY: which proxies may say who the client is (X-Forwarded-For). false (unset) → the
   * socket's address is the client; a number → that many proxy hops in front of the instance; a list
   * → only connections from these addresses or CIDR ranges are trusted.
   */
  readonly trustProxy: false | number | readonly string[];
  /** REQUEST_TIMEOUT_MS: a request (headers and body) must arrive within this; also the idle time-out of a connection. */
  readonly requestTimeoutMs: number;
  /** MAX_CONNECTIONS: open connections at most; a new one over it closes the oldest still sending its request (or idle). */
  readonly maxConnections: number;
  /** MAX_CONNECTIONS_PER_IP: open connections per client address (an IPv6 client by its /64) at most (0 = no cap); only without TRUST_PROXY. */
  readonly maxConnectionsPerIp: number;
  /** MIN_UPLOAD_BYTES_PER_SECOND: a request body slower than this (after 2 s) gets its connection closed (0 = no minimum). */
  readonly minUploadBytesPerSecond: number;
  /** SEARCH_LIMIT_PER_MINUTE: searches per client IP per minute. */
  readonly searchLimitPerMinute: number;
  /** SEARCH_CONCURRENCY: searches that run at once per instance (8× as many more wait up to 2 s; beyond that 503). */
  readonly searchConcurrency: number;
  readonly adsenseClient: string;
  /** AdSense slot ids by "<type>.<name>" (docs/product/ads.md#slots), from ADSENSE_SLOTS="display.horizontal=123,…". */
  readonly adsenseSlots: Readonly<Record<string, string>>;
  readonly adPreview: boolean;
  readonly googleClientId: string;
  /** JWT_SECRET: the key access tokens are signed with (HS256). Required in production; elsewhere null → a secret generated once and kept in `dataDir/jwt-secret`. */
  readonly jwtSecret: string | null;
  /** GOOGLE_JWKS_URL: where Google's public keys are read to verify ID tokens (tests serve their own). */
  readonly googleJwksUrl: string;
  /** AUTH_LIMIT_PER_IP: sign-in, sign-up and Google sign-in attempts allowed per client IP in 15 minutes (each counted apart). */
  readonly authLimitPerIp: number;
  /**
   * AUTH_LIMIT_PER_EMAIL: in 15 minutes, wrong passwords per (client IP, email) before that client is
   * refused for that email (only that client), and sign-ups and password-reset requests per address.
   */
  readonly authLimitPerEmail: number;
  /** `smtp://` or `smtps://` URL of the mail server; null → mail is written to `dataDir/outbox/` as .eml files. */
  readonly smtpUrl: string | null;
  /** Sender of every mail the site sends. */
  readonly mailFrom: string;
  /** Where contact-form messages are mailed. */
  readonly contactTo: string;
  /** NEWSLETTER_BATCH_SIZE: campaign mails an instance sends in one batch. */
  readonly newsletterBatchSize: number;
  /** NEWSLETTER_PAUSE_MS: the pause after each batch of campaign mails (the send rate limit). */
  readonly newsletterPauseMs: number;
  /**
   * API_DOCS: who may read the OpenAPI document and its page at /api/docs: `public`, `staff` (a staff
   * bearer token) or `off`. Default: `staff` when NODE_ENV=production, else `public`.
   */
  readonly apiDocs: ApiDocsAccess;
  /**
   * MEDIA_S3_ENDPOINT, MEDIA_S3_BUCKET, MEDIA_S3_REGION (default us-east-1), MEDIA_S3_ACCESS_KEY_ID,
   * MEDIA_S3_SECRET_ACCESS_KEY: keep members' shared media in this S3-compatible bucket (path-style
   * requests); null (none set) → in the database (lib/media-storage.ts).
   */
  readonly mediaS3: MediaS3Config | null;
  readonly version: string;
}

export interface MediaS3Config {
  /** The service's origin (and optional path), without a trailing slash: https://s3.eu-central-1.amazonaws.com. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

type Env = Record<string, string | undefined>;

export type ApiDocsAccess = 'public' | 'staff' | 'off';
const API_DOCS_ACCESS: readonly ApiDocsAccess[] = ['public', 'staff', 'off'];

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function dir(env: Env, name: string, fallback: string): string {
  const value = text(env, name);
  if (!value) return fallback;
  return isAbsolute(value) ? value : resolve(REPO_ROOT, value);
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export class ConfigError extends Error {}

/** "display.horizontal=123, inFeed.ad1=456" → { 'display.horizontal': '123', 'inFeed.ad1': '456' }. */
function slotIds(value: string | undefined): Readonly<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const [key, id] = pair.split('=').map((part) => part.trim());
    if (!key || !id) continue;
    if (!/^[A-Za-z]+\.[A-Za-z0-9]+$/.test(key) || !/^\d+$/.test(id)) {
      throw new ConfigError(`ADSENSE_SLOTS entries look like display.horizontal=1234567890, got "${pair.trim()}"`);
    }
    ids[key] = id;
  }
  return Object.freeze(ids);
}

function smtpUrl(env: Env): string | null {
  const value = text(env, 'SMTP_URL');
  if (!value) return null;
  if (!/^smtps?:\/\/[^/]/i.test(value)) throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
  return value;
}

function mailAddress(env: Env, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  if (!/^[^@\s<>]+@[^@\s<>]+$|<[^@\s<>]+@[^@\s<>]+>$/.test(value)) {
    throw new ConfigError(`${name} must be an e-mail address (optionally "Name <address>"), got "${value}"`);
  }
  return value;
}

/** The public host when it is a domain name, else localhost (IP addresses make poor mail domains). */
function mailDomain(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  return /^(?=.*[a-z])[a-z0-9.-]+\.[a-z]{2,}$/i.test(host) ? host : 'localhost';
}

function redisUrl(env: Env): string | null {
  const value = text(env, 'REDIS_URL');
  if (!value) return null;
  if (!/^rediss?:\/\/[^/]/i.test(value)) throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL');
  return value;
}

function jwtSecret(env: Env): string | null {
  const value = text(env, 'JWT_SECRET');
  if (value && value.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  if (!value && env.NODE_ENV === 'production') throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  return value ?? null;
}

function apiDocs(env: Env): ApiDocsAccess {
  const value = text(env, 'API_DOCS')?.toLowerCase();
  if (value === undefined) return env.NODE_ENV === 'production' ? 'staff' : 'public';
  if (!(API_DOCS_ACCESS as readonly string[]).includes(value)) {
    throw new ConfigError(`API_DOCS must be one of ${API_DOCS_ACCESS.join(', ')}, got "${env.API_DOCS}"`);
  }
  return value as ApiDocsAccess;
}

function trustProxy(env: Env): false | number | readonly string[] {
  const value = text(env, 'TRUST_PROXY');
  if (!value || ['false', 'off', 'no', '0'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const address = /^(loopback|linklocal|uniquelocal|[0-9a-f:.]+(\/\d{1,3})?)$/i;
  const wrong = addresses.find((part) => !address.test(part));
  if (wrong !== undefined || addresses.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses (CIDR allowed), got "${wrong ?? value}"`,
    );
  }
  return Object.freeze(addresses);
}

const MEDIA_S3_REQUIRED = ['MEDIA_S3_ENDPOINT', 'MEDIA_S3_BUCKET', 'MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY'] as const;

function mediaS3(env: Env): MediaS3Config | null {
  const given = [...MEDIA_S3_REQUIRED, 'MEDIA_S3_REGION'].filter((name) => text(env, name));
  if (given.length === 0) return null;
  const missing = MEDIA_S3_REQUIRED.filter((name) => !text(env, name));
  if (missing.length > 0) throw new ConfigError(`The media bucket needs ${missing.join(', ')} too (or none of MEDIA_S3_*)`);
  const endpoint = (text(env, 'MEDIA_S3_ENDPOINT') as string).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/i.test(endpoint)) throw new ConfigError(`MEDIA_S3_ENDPOINT must be an http(s):// URL, got "${endpoint}"`);
  return Object.freeze({
    endpoint,
    bucket: text(env, 'MEDIA_S3_BUCKET') as string,
    region: text(env, 'MEDIA_S3_REGION') ?? 'us-east-1',
    accessKeyId: text(env, 'MEDIA_S3_ACCESS_KEY_ID') as string,
    secretAccessKey: text(env, 'MEDIA_S3_SECRET_ACCESS_KEY') as string,
  });
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const value = Number(text(env, name) ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new ConfigError(`${name} must be a positive whole number, got "${env[name]}"`);
  return value;
}

function wholeNumber(env: Env, name: string, fallback: number): number {
  const value = Number(text(env, name) ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number (0 or more), got "${env[name]}"`);
  return value;
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(text(env, 'PORT') ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
  const dataDir = dir(env, 'DATA_DIR', join(REPO_ROOT, 'data'));
  const logLevel = (text(env, 'LOG_LEVEL') ?? 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const publicUrl = (text(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute URL, got "${publicUrl}"`);
  }
  const config: Config = {
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
    publicUrl,
    dataDir,
    databaseUrl: text(env, 'DATABASE_URL') ?? null,
    databasePoolSize: positiveInteger(env, 'DATABASE_POOL_SIZE', 10),
    databaseRenderConnections: positiveInteger(
      env,
      'DATABASE_RENDER_CONNECTIONS',
      Math.max(1, Math.floor(positiveInteger(env, 'DATABASE_POOL_SIZE', 10) / 2)),
    ),
    databaseTimeoutMs: positiveInteger(env, 'DATABASE_TIMEOUT_MS', 10_000),
    redisUrl: redisUrl(env),
    redisKeyPrefix: text(env, 'REDIS_KEY_PREFIX') ?? 'site:',
    redisTimeoutMs: positiveInteger(env, 'REDIS_TIMEOUT_MS', 1000),
    contentDir: dir(env, 'CONTENT_DIR', join(REPO_ROOT, 'api', 'content')),
    webDir: dir(env, 'WEB_DIR', join(REPO_ROOT, 'dist')),
    remotesRegistry: /^https?:\/\//i.test(text(env, 'REMOTES_REGISTRY') ?? '')
      ? (text(env, 'REMOTES_REGISTRY') as string)
      : dir(env, 'REMOTES_REGISTRY', join(dataDir, 'remotes.json')),
    remotesBaseUrl: (text(env, 'REMOTES_BASE_URL') ?? '/remotes').replace(/\/+$/, ''),
    remotesCacheDir: dir(env, 'REMOTES_CACHE_DIR', join(dataDir, 'remote-builds')),
    remotesPollMs: positiveInteger(env, 'REMOTES_POLL_MS', 2000),
    ssrBudgetMs: positiveInteger(env, 'SSR_BUDGET_MS', 300),
    ssrConcurrency: positiveInteger(env, 'SSR_CONCURRENCY', 4),
    ssrShedDelayMs: wholeNumber(env, 'SSR_SHED_DELAY_MS', 250),
    pageCacheMb: wholeNumber(env, 'PAGE_CACHE_MB', 16),
    pageCacheTtlSeconds: positiveInteger(env, 'PAGE_CACHE_TTL_S', 60),
    pageCacheStaleSeconds: wholeNumber(env, 'PAGE_CACHE_STALE_S', 86_400),
    logLevel,
    trustProxy: trustProxy(env),
    requestTimeoutMs: positiveInteger(env, 'REQUEST_TIMEOUT_MS', 30_000),
    maxConnections: positiveInteger(env, 'MAX_CONNECTIONS', 4096),
    maxConnectionsPerIp: wholeNumber(env, 'MAX_CONNECTIONS_PER_IP', 128),
    minUploadBytesPerSecond: wholeNumber(env, 'MIN_UPLOAD_BYTES_PER_SECOND', 500),
    searchLimitPerMinute: positiveInteger(env, 'SEARCH_LIMIT_PER_MINUTE', 60),
    searchConcurrency: positiveInteger(env, 'SEARCH_CONCURRENCY', 4),
    adsenseClient: text(env, 'ADSENSE_CLIENT') ?? '',
    adsenseSlots: slotIds(text(env, 'ADSENSE_SLOTS')),
    adPreview: flag(text(env, 'AD_PREVIEW')),
    googleClientId: text(env, 'GOOGLE_CLIENT_ID') ?? '',
    jwtSecret: jwtSecret(env),
    googleJwksUrl: text(env, 'GOOGLE_JWKS_URL') ?? 'https://www.googleapis.com/oauth2/v3/certs',
    authLimitPerIp: positiveInteger(env, 'AUTH_LIMIT_PER_IP', 100),
    authLimitPerEmail: positiveInteger(env, 'AUTH_LIMIT_PER_EMAIL', 10),
    smtpUrl: smtpUrl(env),
    mailFrom: mailAddress(env, 'MAIL_FROM', `AI Creator Hub <no-reply@${mailDomain(publicUrl)}>`),
    contactTo: mailAddress(env, 'CONTACT_TO', `contact@${mailDomain(publicUrl)}`),
    newsletterBatchSize: positiveInteger(env, 'NEWSLETTER_BATCH_SIZE', 20),
    newsletterPauseMs: positiveInteger(env, 'NEWSLETTER_PAUSE_MS', 10_000),
    apiDocs: apiDocs(env),
    mediaS3: mediaS3(env),
    version: apiPackage.version ?? '0.0.0',
    ...overrides,
  };
  return Object.freeze(config);
}

/** What the server should warn about at start: settings that work, but not as a production site should. */
export function startupWarnings(env: Env = process.env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === 'production' && !text(env, 'PUBLIC_URL')) {
    warnings.push(
      'PUBLIC_URL is not set: canonical and Open Graph links, the sitemap, the RSS feed and mail links point at http://localhost. Set it to the address visitors use.',
    );
  }
  return warnings;
}

/** An absolute URL on the public site for a root-relative path (absolute URLs pass through). */
export function absoluteUrl(config: Pick<Config, 'publicUrl'>, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${config.publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
