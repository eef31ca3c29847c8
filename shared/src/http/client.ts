// The one HTTP client of every app: one axios instance on /api/ with JSON, the bearer token from the
// auth bus, a time-out (the old product had none) and one silent refresh on 401 before signing out.
// Every failure reaches the caller as an ApiError. axios arrives with the first request (decision
// 0028): a page that asks nothing of the API after the server's render never fetches it.
import type { AxiosAdapter, AxiosError, AxiosInstance, AxiosResponse, AxiosStatic } from 'axios';
import { queryString, type QueryValues } from 'contracts/query-string';
import { getSession, signedOut, tokenRefreshed } from '../auth/session-bus.ts';
import type { TokenPair } from '../auth/token-storage.ts';
import { ApiError } from './api-error.ts';

export const API_BASE = '/api/';
export const REQUEST_TIMEOUT_MS = 15_000;

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send the bearer token when one is present. */
    withToken?: boolean;
    /** Set on the one repeat of a request after a refreshed token. */
    retried?: boolean;
  }
}

type Body = Record<string, unknown> | FormData | undefined;

/** Set on the server (setHttpTransport): requests answered in the same process. */
let transport: HttpTransport | null = null;
let refreshing: Promise<boolean> | null = null;

/** Trades the refresh token for a new pair once, even when several requests hit 401 together. */
function refreshOnce(client: AxiosInstance): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh = getSession().token?.refresh;
    if (!refresh) return false;
    try {
      const { data } = await client.post<TokenPair>('token/refresh/', { refresh }, { withToken: false });
      tokenRefreshed(data);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function toApiError(axios: AxiosStatic, error: AxiosError): ApiError {
  const response = error.response as AxiosResponse<{ message?: string; errors?: Record<string, string> } | string> | undefined;
  if (!response) {
    return new ApiError(
      0,
      error.code === axios.AxiosError.ETIMEDOUT
        ? 'The server took too long to answer. Please try again.'
        : 'Could not reach the server. Check your connection and try again.',
    );
  }
  const data = typeof response.data === 'object' && response.data !== null ? response.data : {};
  const retry = Number(response.headers['retry-after']);
  return new ApiError(
    response.status,
    data.message || response.statusText || `Request failed (${response.status})`,
    data.errors ?? {},
    Number.isFinite(retry) && retry > 0 ? retry : null,
  );
}

/** The one instance, made when axios has arrived. */
function createClient(axios: AxiosStatic): AxiosInstance {
  const client = axios.create({
    baseURL: API_BASE,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    paramsSerializer: { serialize: queryString },
    // The fetch adapter called as fetch(url, init) (no Request object), so relative URLs work everywhere.
    // Its time-out timer is cleared as soon as the answer is read: a pending timer would keep everything
    // the request touched alive until it fires.
    adapter: 'fetch',
    env: { Request: null as unknown as undefined },
  });

  client.interceptors.request.use((config) => {
    if (transport) config.adapter = inProcessAdapter(axios, client, transport);
    const access = config.withToken ? getSession().token?.access : undefined;
    if (access) config.headers.set('Authorization', `Bearer ${access}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (axios.isCancel(error) || !axios.isAxiosError(error)) throw error;
    const config = error.config;
    if (error.response?.status === 401 && config?.withToken && getSession().token) {
      if (!config.retried && (await refreshOnce(client))) return client.request({ ...config, retried: true });
      signedOut();
    }
    throw toApiError(axios, error);
  });
  return client;
}

let loading: Promise<AxiosInstance> | null = null;

function axiosClient(): Promise<AxiosInstance> {
  loading ??= import('axios').then(({ default: axios }) => createClient(axios));
  return loading;
}

/** How requests leave the app on the server: the API answers in its own process (no socket). */
export interface InProcessRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

interface InProcessAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
}

/** The answer's JSON text, or (an answer the page's loader already read) the value that text has. */
export type InProcessResponse = InProcessAnswer & ({ body: string } | { data: unknown });

export type HttpTransport = (request: InProcessRequest) => Promise<InProcessResponse>;

/** An axios adapter over the server's in-process transport; no timer, nothing left pending. */
function inProcessAdapter(axios: AxiosStatic, client: AxiosInstance, transport: HttpTransport): AxiosAdapter {
  const { AxiosError } = axios;
  return async (config) => {
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(config.headers.toJSON())) {
      if (typeof value === 'string' || typeof value === 'number') headers[key] = String(value);
    }
    const answer = await transport({
      method: (config.method ?? 'get').toUpperCase(),
      url: client.getUri(config),
      headers,
      body: typeof config.data === 'string' ? config.data : undefined,
    });
    const { status, statusText, headers: responseHeaders } = answer;
    // A value is left as it is by axios' response transform; a text is parsed as JSON there.
    const data = 'data' in answer ? answer.data : answer.body;
    const response: AxiosResponse<unknown> = { status, statusText, headers: responseHeaders, data, config, request: null };
    if (config.validateStatus?.(status) ?? true) return response;
    const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${status}`, code, config, null, response);
  };
}

/** The server's renderer answers the apps' requests in the same process (no HTTP round trip). */
export function setHttpTransport(inProcess: HttpTransport): void {
  transport = inProcess;
}

export interface RequestOptions {
  query?: QueryValues;
  body?: Body;
  signal?: AbortSignal;
  /** Send the bearer token when one is present (default true). */
  auth?: boolean;
  /** A longer time-out than REQUEST_TIMEOUT_MS (an upload of a large file). */
  timeoutMs?: number;
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const client = await axiosClient();
  const response = await client.request<T>({
    method,
    url: path.replace(/^\/+/, '').replace(/^api\//, ''),
    params: options.query,
    data: options.body,
    signal: options.signal,
    withToken: options.auth ?? true,
    ...(options.timeoutMs ? { timeout: options.timeoutMs } : {}),
  });
  return response.status === 204 ? (undefined as T) : response.data;
}

/**
 * A file of this site outside the API's answers (a workflow file under /static/, a counted download
 * under /api/) through the same client: its time-out, and every failure an ApiError.
 */
export async function getFile<As extends 'text' | 'blob'>(
  url: string,
  as: As,
  signal?: AbortSignal,
  /** Send the bearer token (default false): only for this site's API, e.g. the counted download, which marks a member's download. */
  { auth = false }: { auth?: boolean } = {},
): Promise<As extends 'blob' ? Blob : string> {
  const client = await axiosClient();
  const response = await client.request<As extends 'blob' ? Blob : string>({
    url,
    baseURL: '',
    responseType: as,
    signal,
    withToken: auth,
  });
  return response.data;
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: Body, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: Body, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
