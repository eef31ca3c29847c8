// Why the browser could not talk to the visitor's ComfyUI, told apart and said in plain words
// (docs/decisions/0012-comfy-check-in-the-browser.md). A browser hides the reason of a failed
// cross-origin request (every failure is the same TypeError), so the reason is worked out:
// - time-out: our own AbortSignal.timeout fired;
// - mixed content: an https page asked a plain-http address that is not this machine (only
//   127.0.0.1/localhost count as secure), which the browser blocks before sending anything;
// - local-network permission: the browser's local-network-access permission for this site is
//   "denied" (or still being asked when the request timed out);
// - CORS refused: a `no-cors` request to the same address gets an (opaque) answer, so a server is
//   listening, yet the CORS request failed: ComfyUI answered 403 without CORS headers ("request with
//   non matching host and origin"), i.e. it was started without --enable-cors-header;
// - nothing listening: the no-cors request fails too (connection refused, wrong port).
import { isLoopbackHost, isPrivateHost } from './comfy-address.ts';

export type ComfyFailureKind = 'not-running' | 'cors' | 'local-network' | 'mixed-content' | 'timeout' | 'http' | 'not-comfy';

export class ComfyConnectionError extends Error {
  readonly kind: ComfyFailureKind;
  constructor(kind: ComfyFailureKind, message: string) {
    super(message);
    this.name = 'ComfyConnectionError';
    this.kind = kind;
  }
}

export type PermissionAnswer = PermissionState | 'unknown';

/** Chromium's names for the permission over the years: one for all, then loopback and local apart. */
const PERMISSION_NAMES = { loopback: ['loopback-network', 'local-network-access'], local: ['local-network', 'local-network-access'] };

/** The browser's local-network permission for reaching `address` from this page, when it asks for one. */
export async function localNetworkPermission(address: string): Promise<PermissionAnswer> {
  if (typeof navigator === 'undefined' || !navigator.permissions?.query) return 'unknown';
  const names = PERMISSION_NAMES[isLoopbackHost(new URL(address).hostname) ? 'loopback' : 'local'];
  for (const name of names) {
    try {
      return (await navigator.permissions.query({ name } as unknown as PermissionDescriptor)).state;
    } catch {
      // This browser does not know the name.
    }
  }
  return 'unknown';
}

/** The browser asks the visitor before a public page reaches their machine or network. */
export function needsLocalNetworkPermission(pageOrigin: string, address: string): boolean {
  const page = new URL(pageOrigin).hostname;
  const target = new URL(address).hostname;
  const targetIsLocal = isLoopbackHost(target) || isPrivateHost(target);
  return targetIsLocal && !isLoopbackHost(page) && !(isPrivateHost(page) && !isLoopbackHost(target));
}

export function isMixedContent(pageOrigin: string, address: string): boolean {
  const target = new URL(address);
  return new URL(pageOrigin).protocol === 'https:' && target.protocol === 'http:' && !isLoopbackHost(target.hostname);
}

/** True when something at `address` answers an HTTP request, CORS aside. */
export async function answersWithoutCors(address: string, timeoutMs: number): Promise<boolean> {
  try {
    await fetch(`${address}/`, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}

export function corsRefused(address: string, pageOrigin: string): ComfyConnectionError {
  return new ComfyConnectionError(
    'cors',
    `ComfyUI is running at ${address} but refused this page: it answers other sites only when started with --enable-cors-header ${pageOrigin}. Restart it with the flag below, then check again.`,
  );
}

interface FailureContext {
  address: string;
  pageOrigin: string;
  timedOut: boolean;
  timeoutMs: number;
  /** Overridable for tests; the browser's own answers by default. */
  permission?: (address: string) => Promise<PermissionAnswer>;
  probe?: (address: string, timeoutMs: number) => Promise<boolean>;
}

/** The reason a request to ComfyUI failed without an answer the page may read. */
export async function classifyFailure({
  address,
  pageOrigin,
  timedOut,
  timeoutMs,
  permission = localNetworkPermission,
  probe = answersWithoutCors,
}: FailureContext): Promise<ComfyConnectionError> {
  const asksPermission = needsLocalNetworkPermission(pageOrigin, address);
  const permissionState = asksPermission ? await permission(address) : 'unknown';
  if (permissionState === 'denied') {
    return new ComfyConnectionError(
      'local-network',
      `Your browser blocked this site from reaching ${address} (the local-network permission is set to Block). Open the site settings (the icon left of the address bar), allow "Local network access" (or "Apps on this device"), then check again.`,
    );
  }
  if (timedOut) {
    if (permissionState === 'prompt') {
      return new ComfyConnectionError(
        'local-network',
        `Your browser is asking whether this site may reach devices on your network. Choose Allow in its prompt, then check again.`,
      );
    }
    return new ComfyConnectionError(
      'timeout',
      `${address} did not answer within ${Math.round(timeoutMs / 1000)} seconds. ComfyUI may be busy loading a model or running a job, or a firewall holds the connection. Try again when it is idle.`,
    );
  }
  if (isMixedContent(pageOrigin, address)) {
    return new ComfyConnectionError(
      'mixed-content',
      `This page is served over https and ${address} is a plain-http address on another machine, so the browser blocks it (mixed content). Open the check on the machine that runs ComfyUI with http://127.0.0.1:8188, give ComfyUI an https address, or use the saved-file check below.`,
    );
  }
  if (await probe(address, Math.min(timeoutMs, 4000))) return corsRefused(address, pageOrigin);
  return new ComfyConnectionError(
    'not-running',
    `Nothing answers at ${address}. Start ComfyUI (with the flag below) and check that the address and port match the "To see the GUI go to" line it prints.`,
  );
}
