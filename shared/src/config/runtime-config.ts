// The runtime configuration (ads, Google sign-in): inlined in the page by the server, otherwise
// fetched once for every caller of the page.
import type { RuntimeConfig } from 'contracts';
import { callApi } from '../http/call-api.ts';
import { pagePayload } from '../ssr/page-payload.ts';

let loading: Promise<RuntimeConfig> | null = null;

export function runtimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  const inlined = pagePayload()?.config;
  if (inlined) return Promise.resolve(inlined);
  loading ??= callApi('GET config/', { signal }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The Google client id (GOOGLE_CLIENT_ID); '' when Google sign-in is not configured or the configuration could not be read. */
export function googleClientId(): Promise<string> {
  return runtimeConfig()
    .then((config) => config.googleClientId)
    .catch(() => '');
}
