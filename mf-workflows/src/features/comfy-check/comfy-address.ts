// The visitor's ComfyUI address: what they typed made into an origin, whether it is on their own
// machine (loopback) or their network (a private address), and the one they used last (local storage).
export const DEFAULT_COMFY_ADDRESS = 'http://127.0.0.1:8188';
const STORAGE_KEY = 'comfy-address';

export class BadAddressError extends Error {}

/** "127.0.0.1:8188", "http://localhost:8188/" → "http://127.0.0.1:8188"; throws BadAddressError. */
export function normalizeAddress(input: string): string {
  const text = input.trim();
  if (!text) throw new BadAddressError('Type the address ComfyUI shows when it starts, for example http://127.0.0.1:8188.');
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `http://${text}`);
  } catch {
    throw new BadAddressError(`"${text}" is not an address. Type it as ComfyUI shows it, for example http://127.0.0.1:8188.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BadAddressError('The address must start with http:// or https://.');
  }
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path}`;
}

/** 127.0.0.0/8, ::1 and localhost: the visitor's own machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Addresses of a home or office network (RFC 1918, link-local, IPv6 unique-local, mDNS names). */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (/^10(\.\d{1,3}){3}$/.test(host) || /^192\.168(\.\d{1,3}){2}$/.test(host) || /^169\.254(\.\d{1,3}){2}$/.test(host)) return true;
  const m = /^172\.(\d{1,3})(\.\d{1,3}){2}$/.exec(host);
  if (m && Number(m[1]) >= 16 && Number(m[1]) <= 31) return true;
  return /^f[cd][0-9a-f]{2}:/.test(host) || /^fe80:/.test(host) || host.endsWith('.local');
}

export function readSavedAddress(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) || DEFAULT_COMFY_ADDRESS;
  } catch {
    return DEFAULT_COMFY_ADDRESS;
  }
}

export function saveAddress(address: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, address);
  } catch {
    // Storage may be off (private mode): the address is then asked again next time.
  }
}
