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
  /** Unset → SQLite file `dataDir/site.db`; `postgres://…` is reserved for the PostgreSQL dialect. */
  readonly databaseUrl: string | null;
  readonly contentDir: string;
  /** Holds `shell/` and `remotes/<name>/<version>/`. */
  readonly webDir: string;
  readonly remotesRegistry: string;
  readonly remotesBaseUrl: string;
  readonly logLevel: LogLevel;
  readonly adsenseClient: string;
  readonly adPreview: boolean;
  readonly googleClientId: string;
  readonly version: string;
}

type Env = Record<string, string | undefined>;

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
    contentDir: dir(env, 'CONTENT_DIR', join(REPO_ROOT, 'api', 'content')),
    webDir: dir(env, 'WEB_DIR', join(REPO_ROOT, 'dist')),
    remotesRegistry: dir(env, 'REMOTES_REGISTRY', join(dataDir, 'remotes.json')),
    remotesBaseUrl: (text(env, 'REMOTES_BASE_URL') ?? '/remotes').replace(/\/+$/, ''),
    logLevel,
    adsenseClient: text(env, 'ADSENSE_CLIENT') ?? '',
    adPreview: flag(text(env, 'AD_PREVIEW')),
    googleClientId: text(env, 'GOOGLE_CLIENT_ID') ?? '',
    version: apiPackage.version ?? '0.0.0',
    ...overrides,
  };
  return Object.freeze(config);
}

/** An absolute URL on the public site for a root-relative path (absolute URLs pass through). */
export function absoluteUrl(config: Pick<Config, 'publicUrl'>, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${config.publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
