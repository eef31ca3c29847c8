// The only code that touches the `token` key of local storage (docs/product/accounts.md#session).
export interface TokenPair {
  access: string;
  refresh: string;
}

const TOKEN_KEY = 'token';

function isTokenPair(value: unknown): value is TokenPair {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TokenPair).access === 'string' &&
    typeof (value as TokenPair).refresh === 'string'
  );
}

export function readToken(): TokenPair | null {
  try {
    const raw = localStorage.getItem(TOKEN_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isTokenPair(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeToken(token: TokenPair | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, JSON.stringify(token));
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage can be full or blocked (private mode); the session still lives in memory.
  }
}

/** Calls back with the stored token whenever another tab changes it (the `storage` event); returns the unsubscribe. */
export function onTokenChangedElsewhere(callback: (token: TokenPair | null) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) callback(readToken());
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** The user id (`sub`) an access token names, or null when it cannot be read. */
export function tokenSubject(access: string): string | null {
  try {
    const payload = access.split('.')[1] ?? '';
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}
