// Federation runtime plugin: a manifest fetch that never answers must not hang the page, and
// remote scripts get the spec's 120 s time-out instead of the runtime's 20 s default.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const MANIFEST_TIMEOUT_MS = 8_000;
export const SCRIPT_TIMEOUT_MS = 120_000;

async function fetchWithTimeout(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  } catch {
    // One retry: a dropped connection during a deploy is common and usually gone a moment later.
    return fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  }
}

export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'timeout-plugin',
    fetch(url, init) {
      return fetchWithTimeout(url, init);
    },
    createScript() {
      return { timeout: SCRIPT_TIMEOUT_MS };
    },
  };
}
