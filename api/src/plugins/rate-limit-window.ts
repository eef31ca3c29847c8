// What both rate limiters (database and Redis) share: their interface and the fixed window a moment falls in.
export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends (at least 1); meaningful when not allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** The attempts counted for the key in the current window, and the seconds until it ends; counts nothing. */
  peek(key: string, windowSeconds: number): Promise<{ count: number; retryAfterSeconds: number }>;
}

/** The fixed window of `windowSeconds` that `at` falls in. */
export function windowAt(at: number, windowSeconds: number): { start: number; end: number; retryAfterSeconds: number } {
  const windowMs = Math.max(1, Math.floor(windowSeconds)) * 1000;
  const start = Math.floor(at / windowMs) * windowMs;
  return { start, end: start + windowMs, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - at) / 1000)) };
}
