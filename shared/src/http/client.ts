// The one HTTP client of every app: base /api/, JSON, the bearer token from the auth bus, a time-out
// (the old product had none), and one silent refresh on 401 before signing out.
import { getSession, signedOut, tokenRefreshed } from '../auth/session-bus.ts';
import type { TokenPair } from '../auth/token-storage.ts';
import { ApiError } from './api-error.ts';

export const API_BASE = '/api/';
export const REQUEST_TIMEOUT_MS = 15_000;

/** How requests leave the app: the browser's fetch, or (on the server) the API answering in-process. */
export type HttpTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: HttpTransport = (url, init) => fetch(url, init);

/** The server's renderer answers the apps' requests in the same process (no HTTP round trip). */
export function setHttpTransport(next: HttpTransport): void {
  transport = next;
}

type Query = Record<string, string | number | boolean | undefined | null>;
type Body = Record<string, unknown> | FormData | undefined;

export interface RequestOptions {
  query?: Query;
  body?: Body;
  signal?: AbortSignal;
  /** Send the bearer token when one is present (default true). */
  auth?: boolean;
}

function buildUrl(path: string, query?: Query): string {
  const url = new URL(API_BASE + path.replace(/^\/+/, '').replace(/^api\//, ''), 'http://site.invalid');
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

async function toApiError(response: Response): Promise<ApiError> {
  let message = response.statusText || `Request failed (${response.status})`;
  let fieldErrors: Record<string, string> = {};
  try {
    const data = (await response.json()) as { message?: string; errors?: Record<string, string> };
    if (data.message) message = data.message;
    if (data.errors) fieldErrors = data.errors;
  } catch {
    // Not JSON: keep the status text.
  }
  const retry = Number(response.headers.get('retry-after'));
  return new ApiError(response.status, message, fieldErrors, Number.isFinite(retry) && retry > 0 ? retry : null);
}

/**
 * One request's time limit. Its timer is cleared as soon as the answer is read: a pending timer
 * would keep everything the request touched alive until it fires (on the server, a whole render).
 */
interface Deadline {
  signal: AbortSignal;
  timedOut: () => boolean;
  clear: () => void;
}

function deadline(outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The request timed out', 'TimeoutError')), REQUEST_TIMEOUT_MS);
  return {
    signal: outer ? AbortSignal.any([outer, controller.signal]) : controller.signal,
    timedOut: () => controller.signal.aborted,
    clear: () => clearTimeout(timer),
  };
}

async function send(method: string, path: string, options: RequestOptions, token: string | null, limit: Deadline): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await transport(buildUrl(path, options.query), { method, headers, body, signal: limit.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const timedOut = limit.timedOut();
    throw new ApiError(
      0,
      timedOut
        ? 'The server took too long to answer. Please try again.'
        : 'Could not reach the server. Check your connection and try again.',
    );
  }
}

let refreshing: Promise<boolean> | null = null;

/** Trades the refresh token for a new pair once, even when several requests hit 401 together. */
function refreshOnce(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh = getSession().token?.refresh;
    if (!refresh) return false;
    const limit = deadline();
    try {
      const response = await send('POST', 'token/refresh/', { body: { refresh } }, null, limit).catch(() => null);
      if (!response?.ok) return false;
      tokenRefreshed((await response.json()) as TokenPair);
      return true;
    } finally {
      limit.clear();
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const useAuth = options.auth ?? true;
  const limit = deadline(options.signal);
  try {
    let response = await send(method, path, options, useAuth ? (getSession().token?.access ?? null) : null, limit);
    if (response.status === 401 && useAuth && getSession().token) {
      if (await refreshOnce()) response = await send(method, path, options, getSession().token?.access ?? null, limit);
      if (response.status === 401) signedOut();
    }
    if (!response.ok) throw await toApiError(response);
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  } finally {
    limit.clear();
  }
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: Body, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: Body, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
