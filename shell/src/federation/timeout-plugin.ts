// Federation runtime plugin: remote scripts get the spec's 120 s time-out instead of the runtime's
// 20 s default, and a script that failed once is fetched afresh when asked for again (Retry).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const SCRIPT_TIMEOUT_MS = 120_000;

/** The folders of remote builds whose load failed in this page, with the number of failures. */
const failedBuilds = new Map<string, number>();

function folderOf(url: string): string {
  return url.slice(0, url.lastIndexOf('/') + 1);
}

/**
 * A script element for a remote's entry or chunk. Chromium keeps a failed load of a URL (a preload
 * in the page head included) and answers the next request for it with the same failure, so after a
 * build failed to load its scripts are asked for again under a fresh query (Retry works).
 */
function scriptElement(url: string): HTMLScriptElement {
  const script = document.createElement('script');
  const failures = failedBuilds.get(folderOf(new URL(url, document.baseURI).href)) ?? 0;
  script.src = failures === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${failures}`;
  return script;
}

export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'timeout-plugin',
    errorLoadRemote({ remote }) {
      if (remote) {
        const folder = folderOf(new URL(remote.entry, document.baseURI).href);
        failedBuilds.set(folder, (failedBuilds.get(folder) ?? 0) + 1);
      }
      return undefined;
    },
    createScript({ url }) {
      return { script: scriptElement(url), timeout: SCRIPT_TIMEOUT_MS };
    },
  };
}
