// The only code that touches the `token` key of local storage (SPEC §3).
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
